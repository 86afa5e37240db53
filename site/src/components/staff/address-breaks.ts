/**
 * A cell's text cut where a line may break inside an email address: after its "@" and before each "." of
 * it ("qa15c-ines@" | "example" | ".com"). The desk's table may break a value anywhere, and an address cut
 * there read as two ("…@example.co" / "m"; qa15c): these break points come first. Other text is one piece.
 */
export function addressPieces(text: string): string[] {
  const cuts: number[] = [];
  for (const { index, 0: address } of text.matchAll(/[^\s,;]+@[^\s,;]+/g)) {
    for (let at = 1; at < address.length; at += 1) {
      if (address[at - 1] === '@' || address[at] === '.') cuts.push(index + at);
    }
  }
  return [...cuts, text.length].map((cut, i) => text.slice(i === 0 ? 0 : cuts[i - 1], cut));
}
