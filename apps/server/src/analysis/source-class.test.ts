import { describe, expect, it } from 'vitest';
import { loadLabelledSources } from '../cli/source-class-set.ts';
import { domainClass, pageType } from './source-class.ts';
import {
  EDITORIAL_SITES,
  INSTITUTIONAL_SITES,
  REFERENCE_SITES,
  RETAIL_SITES,
  REVIEW_PLATFORM_SITES,
  UGC_SITES,
  VIDEO_SOCIAL_SITES,
} from './source-class-lists.ts';
import { scoreSourceClasses } from './source-class-score.ts';

describe('domainClass', () => {
  const context = { brandDomains: ['https://www.acme.com/'], competitorDomains: ['rival.co.uk', 'other.io'] };

  it('knows the brand and its competitors on any subdomain, before any list', () => {
    expect(domainClass('https://shop.acme.com/products/widget', context)).toBe('own');
    expect(domainClass('https://acme.com', context)).toBe('own');
    expect(domainClass('https://blog.rival.co.uk/post', context)).toBe('competitor');
    expect(domainClass('https://other.io/pricing', context)).toBe('competitor');
    expect(domainClass('https://www.amazon.com/dp/B0C21HWBSP', { brandDomains: ['amazon.com'] })).toBe('own');
    // A look-alike domain is not the brand's.
    expect(domainClass('https://acme.com.evil.net/', context)).toBe('corporate');
  });

  it.each([
    ['https://www.nytimes.com/wirecutter/reviews/best-blender/', 'editorial'],
    ['https://www.theguardian.com/thefilter/2025/jan/24/best-massage-guns', 'editorial'],
    ['https://edition.cnn.com/2025/01/01/tech/story', 'editorial'],
    ['https://www.reddit.com/r/espresso/comments/1g8n7ez/espresso_for_beginner/', 'ugc'],
    ['https://www.quora.com/What-is-the-best-laptop', 'ugc'],
    ['https://superuser.com/questions/1/how', 'ugc'],
    ['https://someone.medium.com/a-post-123', 'ugc'],
    ['https://forum.example-maker.com/t/help/42', 'ugc'],
    ['https://en.wikipedia.org/wiki/Espresso', 'reference'],
    ['https://www.merriam-webster.com/dictionary/espresso', 'reference'],
    ['https://www.fairfaxcounty.gov/parks', 'institutional'],
    ['https://www.gov.uk/guidance', 'institutional'],
    ['https://www.ox.ac.uk/research', 'institutional'],
    ['https://library.unimelb.edu.au/guide', 'institutional'],
    ['https://www.who.int/news', 'institutional'],
    ['https://www.iso.org/standard/1.html', 'institutional'],
    ['https://www.g2.com/products/acme/reviews', 'review_platform'],
    ['https://www.capterra.co.uk/software/1/acme', 'review_platform'],
    ['https://uk.trustpilot.com/review/acme.com', 'review_platform'],
    ['https://www.consumerreports.org/appliances/blenders/best-blenders-a1/', 'review_platform'],
    ['https://www.amazon.co.uk/dp/B0C21HWBSP', 'retail'],
    ['https://www.walmart.com/ip/x/977624677', 'retail'],
    ['https://www.etsy.com/listing/1/mug', 'retail'],
    ['https://smartbuy.alibaba.com/buyingguides/best-laptop', 'retail'],
    ['https://www.youtube.com/watch?v=pfSeeiIuDn8', 'video_social'],
    ['https://youtu.be/pfSeeiIuDn8', 'video_social'],
    ['https://www.tiktok.com/@acme/video/1', 'video_social'],
    ['https://www.linkedin.com/company/acme', 'video_social'],
    ['https://x.com/acme/status/1', 'video_social'],
    ['https://www.acme-widgets.com/about', 'corporate'],
  ] as const)('%s is %s', (url, expected) => {
    expect(domainClass(url)).toBe(expected);
  });

  it('reads an unknown site by its name', () => {
    expect(domainClass('https://massagegunadvice.com/most-powerful-massage-guns/')).toBe('editorial');
    expect(domainClass('https://bestlaptopunder1000.com/')).toBe('editorial');
    expect(domainClass('https://www.luggageonlineoutlet.com/')).toBe('retail');
    expect(domainClass('https://shopbestvac.com/')).toBe('retail');
    // "shopify" names a platform, not a shop.
    expect(domainClass('https://www.shopify.com/blog/x')).toBe('corporate');
  });

  it('takes an unknown site from its page: a thread, a ranking or review outside a blog, a product sold', () => {
    expect(domainClass('https://www.example-recovery.com/forum/threads/top-30-headphones.46429/')).toBe(
      'ugc',
    );
    expect(domainClass('https://coffeesite.com/best-espresso-machines-under-700/')).toBe('editorial');
    expect(domainClass('https://coffeesite.com/gear/breville-bambino-review')).toBe('editorial');
    // A company's blog list, or any list on a software company's suffix, stays corporate.
    expect(domainClass('https://maker.com/blog/best-air-fryers')).toBe('corporate');
    expect(domainClass('https://blog.maker.com/best-air-fryers')).toBe('corporate');
    expect(domainClass('https://tracker.ai/best-ai-visibility-tools')).toBe('corporate');
    // A product page: the maker's own when the product bears the site's name, else a reseller's.
    const product = 'https://gadgetland.com/products/hypervolt-2?variant=1';
    expect(domainClass(product, { title: 'Hyperice Hypervolt 2 Pro' })).toBe('retail');
    expect(
      domainClass('https://hoover.com/products/onepwr?variant=1', { title: 'Hoover ONEPWR Evolve' }),
    ).toBe('corporate');
    expect(
      domainClass('https://bydash.com/products/air-fryer', { title: 'Dash Family Size Air Fryer' }),
    ).toBe('corporate');
    expect(domainClass(product)).toBe('corporate');
  });

  it('gives a URL it cannot read the default class', () => {
    expect(domainClass('not a url')).toBe('corporate');
    expect(domainClass('https://192.168.0.1/')).toBe('corporate');
    expect(domainClass('reddit.com/r/x/comments/1/y')).toBe('ugc');
  });

  it('keeps each vendored site in one list only', () => {
    const lists = [
      VIDEO_SOCIAL_SITES,
      UGC_SITES,
      REFERENCE_SITES,
      INSTITUTIONAL_SITES,
      REVIEW_PLATFORM_SITES,
      RETAIL_SITES,
      EDITORIAL_SITES,
    ];
    const seen = new Map<string, number>();
    lists.forEach((list, i) => {
      for (const site of list) {
        expect(seen.get(site), site).toBeUndefined();
        seen.set(site, i);
      }
    });
  });
});

describe('pageType', () => {
  it.each([
    ['https://www.acme.com/', 'homepage'],
    ['https://www.acme.com/en-us/', 'homepage'],
    ['https://www.acme.com/index.html', 'homepage'],
    ['https://www.techsite.com/best-laptops-under-1000', 'listicle'],
    ['https://www.techsite.com/reviews/top-10-laptops-2025/', 'listicle'],
    ['https://www.techsite.com/laptops/cheapest-gaming-laptops', 'listicle'],
    ['https://www.techsite.com/headphones-under-200/', 'listicle'],
    ['https://elpais.com/escaparate/comparativas/2024-11-11/mejores-camaras.html', 'listicle'],
    ['https://www.techsite.com/news/best-phones-2025', 'listicle'],
    ['https://www.techsite.com/garmin-255-vs-coros-pace-3', 'comparison'],
    ['https://www.acme.com/compare/acme-alternatives', 'comparison'],
    ['https://www.acme.com/blog/difference-between-latte-and-flat-white', 'comparison'],
    ['https://shop.acme.com/products/widget-pro?variant=1', 'product'],
    ['https://www.amazon.com/Molten-Basketball/dp/B0C21HWBSP', 'product'],
    ['https://www.acme.com/pricing', 'product'],
    ['https://www.acme.com/en-us/at-lp60x', 'product'],
    ['https://shop.acme.com/products/massage-gun-best-gift-for-her?variant=2', 'product'],
    ['https://www.techsite.com/jaybird-vista-2-review/', 'review'],
    ['https://www.techsite.com/reviews/jabra/elite-7-active', 'review'],
    ['https://www.walmart.com/reviews/product/646319039', 'review'],
    ['https://www.acme.com/blog/how-to-choose-a-dehumidifier', 'howto'],
    ['https://www.acme.com/guides/ski-jacket-buying-guide', 'howto'],
    ['https://www.acme.com/blog/which-toothbrush-is-best', 'howto'],
    ['https://www.acme.com/blog/streaming-services-need-to-know', 'howto'],
    ['https://docs.acme.com/getting-started', 'documentation'],
    ['https://www.acme.com/help/articles/123-reset', 'documentation'],
    ['https://support.acme.com/kb/article/80-en/', 'documentation'],
    ['https://www.newspaper.com/2022/10/28/1130669763/users-want-more-from-streaming', 'news'],
    ['https://www.newspaper.com/news/acme-raises-funds', 'news'],
    ['https://www.newspaper.com/money/30111361/bank-fee-credit-card', 'news'],
    ['https://www.magazine.com/amazon-memorial-day-sale-2025', 'news'],
    ['https://www.reddit.com/r/espresso/comments/1g8n7ez/espresso_for_beginner/', 'discussion'],
    ['https://www.quora.com/What-is-the-best-laptop', 'discussion'],
    ['https://stackoverflow.com/questions/123/how-to-x', 'discussion'],
    ['https://forum.acme.com/forums/showthread.php?t=1', 'discussion'],
    ['https://community.acme.com/t/slow-sync/42', 'discussion'],
    ['https://www.facebook.com/groups/1/posts/2/', 'discussion'],
    ['https://x.com/acme/status/1', 'discussion'],
    ['https://www.linkedin.com/in/jane-doe', 'profile'],
    ['https://www.linkedin.com/company/acme/', 'profile'],
    ['https://www.youtube.com/@acme', 'profile'],
    ['https://x.com/acme', 'profile'],
    ['https://www.reddit.com/user/someone/', 'profile'],
    ['https://www.acme.com/author/jane-doe', 'profile'],
    ['https://medium.com/@jane', 'profile'],
    ['https://www.shop.com/collections/womens-swimwear', 'category'],
    ['https://www.amazon.com/s?k=dehumidifiers', 'category'],
    ['https://www.bestbuy.com/site/shop/garage-dehumidifiers', 'category'],
    ['https://www.shop.com/shop/best-mattresses-for-side-sleepers', 'category'],
    ['https://www.blog.com/tag/espresso/', 'category'],
    ['https://www.reddit.com/r/espresso/', 'category'],
    ['https://en.wikipedia.org/wiki/Espresso', 'other'],
    ['https://www.youtube.com/watch?v=pfSeeiIuDn8', 'other'],
  ] as const)('%s is %s', (url, expected) => {
    expect(pageType(url)).toBe(expected);
  });

  it('reads the title only when the URL says nothing', () => {
    expect(pageType('https://www.youtube.com/watch?v=1', { title: 'Top 5 Best AI Visibility Tools' })).toBe(
      'listicle',
    );
    expect(pageType('https://www.acme.com/blog/ai-visibility-tool', { title: 'X vs Y: which to pick' })).toBe(
      'comparison',
    );
    expect(pageType('https://www.techsite.com/jaybird-vista-2-review/', { title: 'Best earbuds' })).toBe(
      'review',
    );
  });

  it('gives a URL it cannot read the type other', () => {
    expect(pageType('http://[')).toBe('other');
  });
});

describe('the source classifier on the dev split of the labelled cited URLs', () => {
  it('reaches the dev accuracy on domain class and page type', () => {
    const score = scoreSourceClasses(loadLabelledSources('dev'));
    expect(score.n).toBe(423);
    // Rules of 2026-12 reach 0.913 on both; the thresholds leave a small margin below. The
    // test split is frozen and scored only by `npm run bench:sources`.
    expect(score.domain.accuracy).toBeGreaterThanOrEqual(0.9);
    expect(score.page.accuracy).toBeGreaterThanOrEqual(0.9);
  });
});
