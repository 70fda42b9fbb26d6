/** WCAG contrast of two colours written as #rgb, #rrggbb or rgb(r g b / a) (alpha over `base`). */
type Rgb = [number, number, number];

export function parseColour(value: string, base?: Rgb): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const h = hex[1]!;
    const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:\s*[/,]\s*([\d.]+)(%?))?\s*\)$/i.exec(
    value.trim(),
  );
  if (!rgb) return null;
  const colour = [rgb[1], rgb[2], rgb[3]].map(Number) as Rgb;
  if (rgb[4] === undefined || !base) return colour;
  const alpha = Number(rgb[4]) / (rgb[5] ? 100 : 1);
  return colour.map((c, i) => Math.round(c * alpha + base[i]! * (1 - alpha))) as Rgb;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgb) =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
