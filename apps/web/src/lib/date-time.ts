// Times the screens show: a will version's download, an event on the Security page, the day a will was downloaded.

/** DESIGN §9: dates shown en-GB; an event also shows its time ("05/03/2026, 14:07"), a will version when it was downloaded. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}

/** DESIGN §9: a day as the screens write it, DD/MM/YYYY (en-GB), in India's time: "the will you downloaded on 27/11/2026". */
export function formatDate(iso: string, timeZone = 'Asia/Kolkata'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(date);
}
