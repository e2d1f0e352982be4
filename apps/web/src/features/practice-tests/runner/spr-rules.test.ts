import { describe, expect, it } from "vitest";
import { sprPreviewTex } from "./spr-rules";

describe("sprPreviewTex", () => {
  it("builds fractions, keeps decimals and signs, and shows an empty part as a box", () => {
    expect(sprPreviewTex("3/4")).toBe("\\dfrac{3}{4}");
    expect(sprPreviewTex("-7/2")).toBe("-\\dfrac{7}{2}");
    expect(sprPreviewTex("3/")).toBe("\\dfrac{3}{\\square}");
    expect(sprPreviewTex("3.5")).toBe("3.5");
    expect(sprPreviewTex("-.25")).toBe("-.25");
  });

  it("shows nothing for an empty box, a lone minus sign or a value that breaks the rules", () => {
    expect(sprPreviewTex("")).toBeNull();
    expect(sprPreviewTex("-")).toBeNull();
    expect(sprPreviewTex("3%")).toBeNull();
    expect(sprPreviewTex("123456")).toBeNull();
  });
});
