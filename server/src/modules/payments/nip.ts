const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];

/** A Polish NIP (tax id) as 10 digits, or null when it is not one: an optional PL prefix, dashes and spaces allowed. */
export function normalizeNip(input: string): string | null {
  const digits = input.replace(/^\s*PL/i, '').replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(digits)) return null;
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]) ? digits : null;
}
