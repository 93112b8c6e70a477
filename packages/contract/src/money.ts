// Made on first use: at module load it cost every page that imports the contract's job
// schemas the locale data's load, money or not.
let inr: Intl.NumberFormat | undefined;

/** ₹ with Indian digit grouping: 135000 → "₹1,35,000". */
export function formatInr(amount: number): string {
  inr ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
  return `₹${inr.format(amount)}`;
}

/** A yearly CTC in lakhs per annum, as Indian job ads state it: 450000 → "₹4.5 LPA". */
export function formatLpa(amount: number): string {
  const lakhs = Math.round((amount / 100_000) * 10) / 10;
  return `₹${lakhs} LPA`;
}
