/** Groups digits the Nepali way: the last three, then pairs (1,00,000). */
export function groupNepaliDigits(value: number): string {
  const negative = value < 0;
  const [whole = '0', fraction] = Math.abs(value).toString().split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${lastThree}` : lastThree;
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** Money as the product shows it: Rs with Nepali grouping. */
export function formatRs(value: number): string {
  return `Rs ${groupNepaliDigits(value)}`;
}
