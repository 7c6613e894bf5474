import { describe, expect, it } from 'vitest';
import { formValues, moved } from './admin-fields.ts';

describe('admin form values', () => {
  it('writes lists one item per line and starts a new item empty', () => {
    const service = { title: 'Audit', features: ['One', 'Two'], deliverables: [] } as never;
    expect(formValues('services', service)).toMatchObject({
      title: 'Audit',
      features: 'One\nTwo',
      deliverables: '',
    });
    expect(formValues('faqs', null)).toEqual({ question: '', answer: '' });
  });
});

describe('moving an item', () => {
  it('swaps with its neighbour and stays put at either end', () => {
    expect(moved(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
