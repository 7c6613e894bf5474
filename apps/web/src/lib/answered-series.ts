// Series of answer figures (mentions, citations) over days or weeks: a point with no answer counted
// has no value, not zero.

/** The series with the points that had no answer as null (the chart bridges them), so a day without a report does not draw as a fall to zero. */
export const answeredOnly = (series: readonly number[], answered: readonly boolean[]) =>
  series.map((v, i) => (answered[i] ? v : null));
