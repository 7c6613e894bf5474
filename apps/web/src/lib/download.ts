// Browser downloads of generated files (CSV tables, PNG charts) and their dated names.
import type { CsvText } from '@sightline/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

/** `<base>-YYYY-MM-DD.<extension>`, dated in the user's own calendar. */
export const datedFileName = (base: string, extension: string, now: Date) =>
  `${base}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`;

/** Saves a blob under a file name through a temporary link. */
export const downloadBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or the download would find no data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Saves CSV text (made by csvText, which neutralises formulas) as a UTF-8 file. */
export const downloadCsv = (csv: CsvText, fileName: string) =>
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
