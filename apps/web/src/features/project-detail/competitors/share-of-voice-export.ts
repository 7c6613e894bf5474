// Print and CSV download of the AI Share of Voice matrix. Printing renders just the matrix into a
// hidden frame and prints that frame, so the page behind the modal never reaches the paper.
import { shareOfVoiceLabels as l, type ShareOfVoice } from '@sightline/contracts';
import { downloadCsv } from '../../../lib/download.ts';
import { providerLabel } from '../../../lib/format.ts';
import {
  shareOfVoiceCsv,
  shareOfVoiceFileName,
  shareOfVoiceLegend,
  shareOfVoiceRows,
} from './share-of-voice.ts';

/** Band colours on paper (the screen uses the Mantine colours of the same names). */
export const BAND_HEX = { high: '#0ca678', medium: '#228be6', low: '#f76707', veryLow: '#adb5bd' } as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A standalone HTML page holding only the matrix and its legend. */
const shareOfVoiceHtml = (data: ShareOfVoice, subtitle: string): string => {
  const head = data.providers.map((p) => `<th>${escapeHtml(providerLabel(p))}</th>`).join('');
  const body = shareOfVoiceRows(data)
    .map((row) => {
      const cells = row.cells
        .map(
          (c) =>
            `<td><div class="pct">${c.percentage.toFixed(1)}%</div><div class="bar"><span style="width:${Math.min(100, c.percentage)}%;background:${BAND_HEX[c.band]}"></span></div><div class="muted">${escapeHtml(l.mentionsCount(c.mentions))}</div></td>`,
        )
        .join('');
      return `<tr${row.isClient ? ' class="brand"' : ''}><th scope="row">${escapeHtml(row.label)}</th>${cells}</tr>`;
    })
    .join('');
  const legend = shareOfVoiceLegend()
    .map(
      (b) =>
        `<span class="band"><i style="background:${BAND_HEX[b.key]}"></i>${escapeHtml(l.bands[b.key])} (${escapeHtml(b.range)})</span>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(l.title)}</title><style>
@page { size: A4 landscape; margin: 12mm; }
* { box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #212529; margin: 0; }
h1 { font-size: 18px; margin: 0 0 2px; } p { margin: 0 0 12px; color: #868e96; font-size: 12px; }
table { width: 100%; border-collapse: collapse; font-size: 11px; break-inside: avoid; }
th, td { border-bottom: 1px solid #dee2e6; padding: 6px 8px; text-align: left; vertical-align: top; }
thead th { background: #f1f3f5; } tr { break-inside: avoid; } tr.brand { background: #f1efff; }
.pct { font-weight: 700; } .muted { color: #868e96; font-size: 10px; }
.bar { height: 6px; background: #e9ecef; border-radius: 3px; margin: 3px 0; overflow: hidden; }
.bar span { display: block; height: 100%; }
.legend { margin-top: 10px; font-size: 11px; display: flex; gap: 14px; }
.band i { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 4px; vertical-align: -1px; }
</style></head><body><h1>${escapeHtml(l.title)}</h1><p>${escapeHtml(subtitle)}</p>
<table><thead><tr><th>${escapeHtml(l.competitor)}</th>${head}</tr></thead><tbody>${body}</tbody></table>
<div class="legend"><strong>${escapeHtml(l.legend)}:</strong>${legend}</div></body></html>`;
};

const PRINT_FRAME_ID = 'share-of-voice-print-frame';

/** Prints the matrix from a hidden frame; rejects when the browser cannot print it. */
export const printShareOfVoice = (data: ShareOfVoice, subtitle: string): Promise<void> =>
  new Promise((resolve, reject) => {
    document.getElementById(PRINT_FRAME_ID)?.remove();
    const frame = document.createElement('iframe');
    frame.id = PRINT_FRAME_ID;
    frame.title = l.title;
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
    frame.onload = () => {
      try {
        const view = frame.contentWindow;
        if (!view) throw new Error('The print frame has no window');
        view.addEventListener('afterprint', () => frame.remove(), { once: true });
        view.focus();
        view.print();
        resolve();
      } catch (error) {
        frame.remove();
        reject(error);
      }
    };
    frame.srcdoc = shareOfVoiceHtml(data, subtitle);
    document.body.appendChild(frame);
  });

/** Saves the matrix as share-of-voice-YYYY-MM-DD.csv. */
export const downloadShareOfVoiceCsv = (data: ShareOfVoice, now = new Date()) =>
  downloadCsv(shareOfVoiceCsv(data), shareOfVoiceFileName(now));
