// Display helpers of the prompt dashboards: chart day labels, scores and percents.

/** "Nov 22" for a YYYY-MM-DD day, read as the UTC day the server counted. */
export const dayLabel = (day: string, locale?: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
};

/** One decimal without a trailing ".0"; null stays null. */
export const oneDecimal = (value: number | null | undefined): string | null =>
  value === null || value === undefined || Number.isNaN(value) ? null : String(Math.round(value * 10) / 10);

/** "+12.5%", "-3%", "0%". */
export const signedPercent = (value: number): string => `${value > 0 ? '+' : ''}${oneDecimal(value) ?? '0'}%`;

/** Whether a chart has anything to draw. */
export const hasChartData = (chart: { datasets: readonly { data: readonly (number | null)[] }[] }) =>
  chart.datasets.some((set) => set.data.some((value) => value !== null));
