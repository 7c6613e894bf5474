import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readable-text.ts';

describe('readableTextOn', () => {
  it('writes black on the bright provider colours and white on dark ones', () => {
    expect(readableTextOn('#10a37f')).toBe('#000'); // ChatGPT's green: white is 3.2:1, black 6.6:1
    expect(readableTextOn('#d97757')).toBe('#000');
    expect(readableTextOn('#ffffff')).toBe('#000');
    expect(readableTextOn('#1a1b1e')).toBe('#fff');
    expect(readableTextOn('#3629a0')).toBe('#fff');
  });
});
