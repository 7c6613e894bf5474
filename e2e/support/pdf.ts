// A printed PDF seen as a person sees it: each page drawn to a PNG by pdf.js (from npm) inside
// Chromium, with what the test needs to know of its pixels.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Browser } from '@playwright/test';

const PDFJS = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'build',
);
/** A made-up origin the page is served from by the test itself (never reaches the network). */
const ORIGIN = 'http://pdf-pages.test';

export interface PdfPageImage {
  png: Buffer;
  width: number;
  height: number;
  /** Share of the page's pixels that are not white. */
  ink: number;
  /** Pixels that are not white in the band along the right edge that the layout keeps blank. */
  rightEdgeInk: number;
}

/**
 * Draws every page of `pdf` at `scale` (1 = 72 dpi) and measures it. `blankRightPt`, in PDF points, is
 * the band along the right edge where nothing is drawn when everything fits: the browser cuts what
 * crosses the printable width at its edge, so a cut shows as ink there.
 */
export const pdfPageImages = async (
  browser: Browser,
  pdf: Buffer,
  { scale = 1.5, blankRightPt }: { scale?: number; blankRightPt: number },
): Promise<PdfPageImage[]> => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const files: Record<string, { body: Buffer | string; contentType: string }> = {
      '/': { body: '<!doctype html><title>PDF pages</title>', contentType: 'text/html' },
      '/pdf.min.mjs': { body: readFileSync(path.join(PDFJS, 'pdf.min.mjs')), contentType: 'text/javascript' },
      '/pdf.worker.min.mjs': {
        body: readFileSync(path.join(PDFJS, 'pdf.worker.min.mjs')),
        contentType: 'text/javascript',
      },
      '/document.pdf': { body: pdf, contentType: 'application/pdf' },
    };
    await page.route(`${ORIGIN}/**`, (route) => {
      const file = files[new URL(route.request().url()).pathname];
      return file ? route.fulfill({ status: 200, ...file }) : route.fulfill({ status: 404 });
    });
    await page.goto(`${ORIGIN}/`);
    const pages = await page.evaluate(
      async ({ scale, blankRightPt }) => {
        // The browser's copy of pdfjs-dist's build, served by the route above.
        const pdfjs: typeof import('pdfjs-dist') = await import('/pdf.min.mjs' as string);
        pdfjs.GlobalWorkerOptions.workerSrc = '/pdf.worker.min.mjs';
        const doc = await pdfjs.getDocument({ url: '/document.pdf' }).promise;
        const out = [];
        for (let n = 1; n <= doc.numPages; n++) {
          const pdfPage = await doc.getPage(n);
          const viewport = pdfPage.getViewport({ scale });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          const context = canvas.getContext('2d') as CanvasRenderingContext2D;
          context.fillStyle = '#fff';
          context.fillRect(0, 0, canvas.width, canvas.height);
          await pdfPage.render({ canvasContext: context, canvas, viewport }).promise;
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          const blankFrom = canvas.width - Math.floor(blankRightPt * scale);
          let ink = 0;
          let rightEdgeInk = 0;
          for (let i = 0; i < data.length; i += 4) {
            if (data[i] > 245 && data[i + 1] > 245 && data[i + 2] > 245) continue;
            ink++;
            if ((i / 4) % canvas.width >= blankFrom) rightEdgeInk++;
          }
          out.push({
            dataUrl: canvas.toDataURL('image/png'),
            width: canvas.width,
            height: canvas.height,
            ink: ink / (canvas.width * canvas.height),
            rightEdgeInk,
          });
        }
        return out;
      },
      { scale, blankRightPt },
    );
    return pages.map(({ dataUrl, ...rest }) => ({
      ...rest,
      png: Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'),
    }));
  } finally {
    await context.close();
  }
};
