/**
 * Colour difference as people see it: sRGB (8-bit, D65) → CIELAB, and CIEDE2000 (ΔE00) between two Lab colours.
 * ΔE00 follows Sharma, Wu & Dalal, "The CIEDE2000 color-difference formula: implementation notes, supplementary
 * test data, and mathematical observations" (Color Res. Appl. 30, 2005), with kL = kC = kH = 1; its published test
 * pairs are in colour-difference.test.ts. About 1 is the smallest difference most people notice side by side; a team's
 * backdrops stay within 3 (docs/teams-and-notifications.md).
 */

export type Lab = [L: number, a: number, b: number];
export type Rgb8 = [r: number, g: number, b: number];

const linear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
/** D65 white of sRGB. */
const WHITE = [0.95047, 1, 1.08883] as const;
const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (t * 24389) / 27 / 116 + 16 / 116);

export function rgbToLab([r, g, b]: readonly number[]): Lab {
  const R = linear(r ?? 0);
  const G = linear(g ?? 0);
  const B = linear(b ?? 0);
  const x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / WHITE[0];
  const y = (0.2126729 * R + 0.7151522 * G + 0.072175 * B) / WHITE[1];
  const z = (0.0193339 * R + 0.119192 * G + 0.9503041 * B) / WHITE[2];
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** '#1f2d4d' → Lab. */
export function hexToLab(hex: string): Lab {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a colour: ${hex}`);
  return rgbToLab([parseInt(m[1]!, 16), parseInt(m[2]!, 16), parseInt(m[3]!, 16)]);
}

const deg = (rad: number) => (rad * 180) / Math.PI;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** CIEDE2000 between two Lab colours (kL = kC = kH = 1). */
export function deltaE2000([L1, a1, b1]: readonly number[], [L2, a2, b2]: readonly number[]): number {
  const l1 = L1 ?? 0, A1 = a1 ?? 0, B1 = b1 ?? 0, l2 = L2 ?? 0, A2 = a2 ?? 0, B2 = b2 ?? 0;
  const C1 = Math.hypot(A1, B1);
  const C2 = Math.hypot(A2, B2);
  const Cbar = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cbar ** 7 / (Cbar ** 7 + 25 ** 7)));
  const a1p = (1 + G) * A1;
  const a2p = (1 + G) * A2;
  const C1p = Math.hypot(a1p, B1);
  const C2p = Math.hypot(a2p, B2);
  const hue = (b: number, a: number) => (b === 0 && a === 0 ? 0 : (deg(Math.atan2(b, a)) + 360) % 360);
  const h1p = hue(B1, a1p);
  const h2p = hue(B2, a2p);
  const dLp = l2 - l1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin(rad(dhp / 2));
  const Lbarp = (l1 + l2) / 2;
  const Cbarp = (C1p + C2p) / 2;
  let hbarp = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hbarp = (h1p + h2p) / 2;
    else hbarp = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
  }
  const T = 1 - 0.17 * Math.cos(rad(hbarp - 30)) + 0.24 * Math.cos(rad(2 * hbarp)) + 0.32 * Math.cos(rad(3 * hbarp + 6)) - 0.2 * Math.cos(rad(4 * hbarp - 63));
  const dTheta = 30 * Math.exp(-(((hbarp - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cbarp ** 7 / (Cbarp ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lbarp - 50) ** 2) / Math.sqrt(20 + (Lbarp - 50) ** 2);
  const Sc = 1 + 0.045 * Cbarp;
  const Sh = 1 + 0.015 * Cbarp * T;
  const Rt = -Math.sin(rad(2 * dTheta)) * Rc;
  return Math.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh));
}
