import { useMemo } from "react";
import { passageBlocks } from "@sat/core";
import { RichText } from "./rich-text";
import "./passage.css";

/**
 * The passage of one question (the test runner, the question bank) or any multi-line text such as an
 * explanation: paragraphs, paired-text headings, bullet notes and tables, with math and figures. It
 * owns its text and is keyed by the question, so a highlighter or notes tool can later keep its marks
 * per question here.
 */
export function Passage({ questionId, text, className }: { questionId?: string; text: string; className?: string }) {
  const blocks = useMemo(() => passageBlocks(text), [text]);
  return (
    <div className={className ? `passage ${className}` : "passage"} data-question-id={questionId}>
      {blocks.map((block, i) => {
        switch (block.kind) {
          case "heading":
            return (
              <h3 key={i} className="passage__heading">
                {block.text}
              </h3>
            );
          case "paragraph":
            return (
              <p key={i} className="passage__paragraph">
                <RichText text={block.text} />
              </p>
            );
          case "list":
            return (
              <ul key={i} className="passage__list">
                {block.items.map((item, j) => (
                  <li key={j}>
                    <RichText text={item} />
                  </li>
                ))}
              </ul>
            );
          case "table":
            return (
              <div key={i} className="passage__table-wrap">
                <table className="passage__table">
                  <thead>
                    <tr>
                      {block.header.map((cell, j) => (
                        <th key={j} scope="col">
                          <RichText text={cell} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, j) =>
                          j === 0 ? (
                            <th key={j} scope="row">
                              <RichText text={cell} />
                            </th>
                          ) : (
                            <td key={j}>
                              <RichText text={cell} />
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </div>
  );
}
