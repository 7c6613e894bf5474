/** Up to two letters for a logo placeholder: 'Acme Boards' -> 'AB', 'Brand 11' -> 'B1', 'ChatGPT' -> 'C'. */
export const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase())
    .join('')
    .slice(0, 2);
