const DAY = 86_400_000;

/** A review's date in words, as review sites show it: "today", "3 days ago", "2 weeks ago", "5 months ago", "a year ago". */
export function reviewAge(date: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY));
  if (days === 0) return "today";
  if (days === 1) return "yesterday";
  if (days < 7) return `${days} days ago`;
  if (days < 30) return plural(Math.floor(days / 7), "week");
  if (days < 365) return plural(Math.max(1, Math.floor(days / 30.44)), "month");
  return plural(Math.max(1, Math.floor(days / 365.25)), "year");
}

function plural(n: number, unit: string): string {
  return n === 1 ? `a ${unit} ago` : `${n} ${unit}s ago`;
}
