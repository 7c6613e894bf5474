/** Profile pictures and logos come as a relative media path or an absolute http(s) URL. */
export const mediaUrl = (path: string | null | undefined): string | undefined => {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path) || path.startsWith('blob:') || path.startsWith('data:')) return path;
  return path.startsWith('/') ? path : `/${path}`;
};
