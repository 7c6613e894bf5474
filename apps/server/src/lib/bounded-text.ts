// Text bounded by its encoded size, for values that go into indexes (a B-tree entry must fit a third
// of a page): a 2,000-character URL of CJK characters is 18 KB once percent-encoded.

const encoder = new TextEncoder();

/** The longest prefix of `text` whose UTF-8 encoding fits `maxBytes`, never splitting a character. */
export const truncateUtf8 = (text: string, maxBytes: number): string => {
  if (text.length * 3 <= maxBytes) return text;
  const bytes = encoder.encode(text);
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  // Back off continuation bytes (10xxxxxx) to the start of the cut character.
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--;
  return new TextDecoder().decode(bytes.subarray(0, end));
};

const TRAILING_ESCAPES = /(?:%[0-9A-Fa-f]{2})+$/;

/**
 * A percent-encoded URL cut to `maxBytes`, never through a `%XX` escape nor through the escapes of
 * one UTF-8 character, so the cut URL still decodes.
 */
export const truncateEncodedUrl = (url: string, maxBytes: number): string => {
  let cut = truncateUtf8(url, maxBytes);
  if (cut.length === url.length) return url;
  const lastPercent = cut.lastIndexOf('%');
  if (lastPercent >= 0 && lastPercent > cut.length - 3) cut = cut.slice(0, lastPercent);
  // A character takes at most four escapes: drop the last ones until the run decodes.
  for (let dropped = 0; dropped < 3; dropped++) {
    const run = TRAILING_ESCAPES.exec(cut)?.[0];
    if (!run) break;
    try {
      decodeURIComponent(run);
      break;
    } catch {
      cut = cut.slice(0, -3);
    }
  }
  return cut;
};
