import { expect, test, type Page } from "@playwright/test";
import { snap } from "./helpers";
import {
  MODULE_TITLES,
  TEST_NAME,
  choice,
  exitAndSignInElsewhere,
  expectModule,
  newStudent,
  startFromList,
} from "./runner-helpers";

/** The text of each painted highlight of a colour (CSS Custom Highlight API), in document order. */
const painted = (page: Page, colour: "yellow" | "blue" | "pink" | "note") =>
  page.evaluate(
    (name) => [...(CSS.highlights.get(name) ?? [])].map((range) => (range as Range).toString()),
    `sat-${colour}`,
  );

/** Selects the first `words` words of the question's prompt, as a mouse drag would. */
const selectPromptWords = (page: Page, words: number) =>
  page.evaluate((count) => {
    const prompt = document.querySelector(".runner-prompt");
    const walker = document.createTreeWalker(prompt as Node, NodeFilter.SHOW_TEXT);
    const node = walker.nextNode() as Text;
    const end = [...(node.data.matchAll(/\S+/g) ?? [])][count - 1];
    const range = document.createRange();
    range.setStart(node, 0);
    range.setEnd(node, (end?.index ?? 0) + (end?.[0].length ?? 0));
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
    return range.toString();
  }, words);

const firstWords = async (page: Page, selector: string, count: number) =>
  ((await page.locator(selector).first().innerText()).match(/\S+/g) ?? []).slice(0, count).join(" ");

test("highlight a phrase from the keyboard and one with the mouse, add a note, reload: both are back", async ({
  page,
}) => {
  await newStudent(page, "notes", "Amara Okafor");
  await startFromList(page);
  const passageStart = await firstWords(page, ".runner-pane--left .passage", 3);

  // Keyboard: Shift+arrows select words in the focused passage, Alt+H highlights them.
  await page.getByRole("region", { name: "Passage" }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Alt+KeyH");
  const editor = page.getByRole("dialog", { name: "Highlight & note" });
  await expect(editor).toBeVisible();
  await expect(editor.getByRole("textbox", { name: "Note" })).toBeFocused();
  await page.keyboard.type("Who is speaking here?");
  await editor.getByRole("radio", { name: "Blue" }).check();
  await expect(editor.getByText("21 / 500")).toBeVisible();
  expect(await painted(page, "blue")).toEqual([passageStart]);
  expect(await painted(page, "note")).toEqual([passageStart]);
  await snap(page, "runner-highlight-note");
  await page.keyboard.press("Escape");
  await expect(editor).toBeHidden();
  await expect(page.getByRole("region", { name: "Passage" })).toBeFocused();

  // Mouse: a selection in the question, then the Highlight button that appears beside it.
  const phrase = await selectPromptWords(page, 2);
  await page.getByRole("button", { name: "Highlight the selected words" }).click();
  await expect(editor).toBeVisible();
  await editor.getByRole("button", { name: "Done" }).click();
  expect(await painted(page, "yellow")).toEqual([phrase]);
  // The answer is still the student's to give.
  await choice(page, "B").click();

  const saved = page.waitForRequest((r) => r.url().endsWith("/api/test/annotations") && r.method() === "PUT");
  await saved;
  await page.reload();
  await expectModule(page, MODULE_TITLES.writingModule1);
  await expect.poll(() => painted(page, "blue")).toEqual([passageStart]);
  expect(await painted(page, "yellow")).toEqual([phrase]);

  // The list reaches every highlight from the keyboard; Remove takes one away.
  await page.getByRole("button", { name: "2 highlights" }).click();
  await expect(page.getByText("Who is speaking here?")).toBeVisible();
  await page.getByRole("button", { name: `Remove highlight “${phrase}”` }).click();
  await expect(page.getByRole("button", { name: "1 highlight" })).toBeVisible();
  expect(await painted(page, "yellow")).toEqual([]);
  await snap(page, "runner-highlights-list");

  // On a phone: select, then the button beside the selection.
  await page.setViewportSize({ width: 390, height: 844 });
  const phonePhrase = await selectPromptWords(page, 3);
  await expect(page.getByRole("button", { name: "Highlight the selected words" })).toBeInViewport();
  await snap(page, "runner-phone-selection");
  await page.getByRole("button", { name: "Highlight the selected words" }).click();
  await expect(editor).toBeVisible();
  expect(await painted(page, "yellow")).toEqual([phonePhrase]);
  await snap(page, "runner-phone-note");
});

test("a resumed test brings back every tool: hidden timer, zoom, marks, crossed-out choices, highlights and notes", async ({
  page,
  browser,
}) => {
  const email = await newStudent(page, "resume-tools", "Tomas Lindqvist");
  await startFromList(page);
  // Waited for from before the changes, so a quick save on a busy machine is not missed; each
  // waits for the save that carries the last change of its kind.
  const put = (path: string, last: string) =>
    page.waitForRequest((r) => r.url().endsWith(path) && r.method() === "PUT" && (r.postData() ?? "").includes(last));
  const toolsSaved = Promise.all([
    put("/api/test/annotations", "key claim"),
    put("/api/test/tool-settings", '"eliminator":true'),
  ]);
  await page.getByRole("button", { name: "Hide timer" }).click();
  await page.getByRole("button", { name: "Zoom in" }).click();
  await page.getByRole("button", { name: "Mark for Review" }).click();
  await page.getByRole("button", { name: "Option eliminator" }).click();
  await page.getByRole("button", { name: "Cross out choice A" }).click();
  await page.getByRole("region", { name: "Passage" }).focus();
  await page.keyboard.press("Shift+ArrowRight");
  await page.keyboard.press("Shift+ArrowRight");
  // The header's Highlight button keeps the selection it acts on.
  await page.getByRole("button", { name: "Highlight", exact: true }).click();
  await page.keyboard.type("key claim");
  await page.keyboard.press("Escape");
  const word = await firstWords(page, ".runner-pane--left .passage", 2);

  await toolsSaved;
  // Another browser, with nothing on the device: everything comes from the server.
  const { context: other, second } = await exitAndSignInElsewhere(page, browser, email);
  await second.getByRole("article", { name: TEST_NAME }).getByRole("button", { name: "Resume" }).click();
  await expectModule(second, MODULE_TITLES.writingModule1);
  await expect(second.getByRole("button", { name: "Show timer" })).toBeVisible();
  await expect(second.getByRole("group", { name: "Zoom, now 125%" })).toBeVisible();
  await expect(second.getByRole("button", { name: "Mark for Review" })).toHaveAttribute("aria-pressed", "true");
  await expect(second.getByRole("button", { name: "Undo cross out of choice A" })).toBeVisible();
  await expect.poll(() => painted(second, "yellow")).toEqual([word]);
  await second.getByRole("button", { name: "1 highlight" }).click();
  await expect(second.getByText("key claim")).toBeVisible();
  await snap(second, "runner-tools-resumed");
  await other.close();
});
