import { ATOM, ATOM_SELECTOR } from "../../../../components/ui/text-map";

interface Piece {
  node: Node;
  start: number;
  length: number;
  atom: boolean;
}

/**
 * The text of a rendered passage or prompt as the student sees it, in document order, with each
 * formula, blank or figure as one ATOM: the same string TextMap computes from the source, so a DOM
 * position and a visible index convert both ways.
 */
export class DomText {
  readonly text: string;
  private readonly pieces: Piece[] = [];

  constructor(readonly root: Element) {
    let text = "";
    const walk = (node: Node) => {
      if (node instanceof Element && node.matches(ATOM_SELECTOR)) {
        this.pieces.push({ node, start: text.length, length: 1, atom: true });
        text += ATOM;
        return;
      }
      if (node.nodeType === Node.TEXT_NODE) {
        const value = node.nodeValue ?? "";
        if (value) this.pieces.push({ node, start: text.length, length: value.length, atom: false });
        text += value;
        return;
      }
      node.childNodes.forEach(walk);
    };
    walk(root);
    this.text = text;
  }

  /** The visible index of a DOM boundary point; inside an atom, before it (a start) or after it (an end). */
  indexOf(container: Node, offset: number, edge: "start" | "end"): number {
    for (const piece of this.pieces) {
      if (piece.node === container && !piece.atom) return piece.start + Math.min(offset, piece.length);
      if (piece.atom && piece.node.contains(container)) return piece.start + (edge === "end" ? 1 : 0);
    }
    const point = container.ownerDocument?.createRange();
    if (!point) return 0;
    point.setStart(container, offset);
    for (const piece of this.pieces) if (point.comparePoint(piece.node, 0) >= 0) return piece.start;
    return this.text.length;
  }

  /** The DOM range of visible [a, b). */
  range(a: number, b: number): Range | null {
    const first = this.pieces.find((p) => a >= p.start && a < p.start + p.length);
    const last = this.pieces.find((p) => b > p.start && b <= p.start + p.length);
    const range = this.root.ownerDocument.createRange();
    if (!first || !last || b <= a) return null;
    if (first.atom) range.setStartBefore(first.node);
    else range.setStart(first.node, a - first.start);
    if (last.atom) range.setEndAfter(last.node);
    else range.setEnd(last.node, b - last.start);
    return range;
  }
}
