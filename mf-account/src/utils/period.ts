/** A day as the date input takes it (YYYY-MM-DD), whether the api answered a day or a timestamp. */
export const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');

/** "Mar 2019 – now": a job's or school's time, in the interface language (the settings and the profile). */
export function period(start: string, end: string | null, language: string, ongoing: string): string {
  const month = (value: string) =>
    new Date(`${dayOf(value)}T00:00:00`).toLocaleDateString(language, { year: 'numeric', month: 'short' });
  return `${month(start)} – ${end ? month(end) : ongoing}`;
}
