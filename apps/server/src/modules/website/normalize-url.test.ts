import { websiteMessages as m } from '@sightline/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.ts';
import { normalizeWebsiteUrl } from './normalize-url.ts';

const messageOf = (input: unknown) => {
  try {
    normalizeWebsiteUrl(input);
    return 'ok';
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    expect(err.status).toBe(400);
    expect(err.errors?.url).toEqual([err.message]);
    return err.message;
  }
};

describe('normalizeWebsiteUrl', () => {
  it('prepends https:// when no scheme is given', () => {
    expect(normalizeWebsiteUrl('acme.example')).toEqual({
      url: 'https://acme.example/',
      domain: 'acme.example',
    });
    expect(normalizeWebsiteUrl('  acme.example/about?x=1  ').url).toBe('https://acme.example/about?x=1');
  });

  it('keeps an explicit http or https scheme', () => {
    expect(normalizeWebsiteUrl('http://acme.example').url).toBe('http://acme.example/');
    expect(normalizeWebsiteUrl('HTTPS://Acme.Example/Path').url).toBe('https://acme.example/Path');
  });

  it('derives the domain without a leading www.', () => {
    expect(normalizeWebsiteUrl('https://www.acme.example/x').domain).toBe('acme.example');
    expect(normalizeWebsiteUrl('www.shop.acme.co.uk').domain).toBe('shop.acme.co.uk');
    expect(normalizeWebsiteUrl('wwwacme.example').domain).toBe('wwwacme.example');
  });

  it('drops the fragment', () => {
    expect(normalizeWebsiteUrl('acme.example/#pricing').url).toBe('https://acme.example/');
  });

  it('accepts international names, ports and IP literals (refused later by the fetch policy)', () => {
    expect(normalizeWebsiteUrl('café.example').domain).toBe('xn--caf-dma.example');
    expect(normalizeWebsiteUrl('http://127.0.0.1:8080').domain).toBe('127.0.0.1');
    expect(normalizeWebsiteUrl('http://[::1]/').domain).toBe('[::1]');
  });

  it('asks for a URL when empty', () => {
    expect(messageOf('')).toBe(m.urlRequired);
    expect(messageOf('   ')).toBe(m.urlRequired);
    expect(messageOf(undefined)).toBe(m.urlRequired);
    expect(messageOf(42)).toBe(m.urlRequired);
  });

  it('rejects what does not look like a website address', () => {
    for (const bad of [
      'acme',
      'not a url',
      'ftp://acme.example',
      'http://',
      'https://acme..example',
      'acme.example:99999999',
      'javascript:alert(1)',
      '-acme.example',
    ]) {
      expect(messageOf(bad), bad).toBe(m.urlInvalid);
    }
  });

  it('uses the spec wording', () => {
    expect(m.urlRequired).toBe('Please enter a website URL');
    expect(m.urlInvalid).toBe('Please enter a valid URL');
    expect(m.domainFailed).toBe('Could not extract domain from URL');
    expect(m.analyzeFailed).toBe('Failed to analyze website. Please try again.');
  });
});
