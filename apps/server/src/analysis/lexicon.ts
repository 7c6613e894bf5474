/**
 * General-language word lists the analysis relies on. Nothing here is taken from a particular
 * answer: these are ordinary English words and well-known shop and publisher names.
 */

/**
 * Ordinary English words. A brand name made only of these ("Nothing", "Made In", "Target")
 * must be written capitalised to count, and an unknown list item starting with one
 * ("Cordless Vacuum Cleaner") is treated as an unbranded product, not a brand.
 */
export const COMMON_WORDS = new Set(
  `a about above across after again against all almost alone along also always am among an and another any
  are around as at away back bad base basic be beast bear because been before being below best better between
  big black blue bold both bright budget but by call can card care case chase choice classic clean clear close
  cold come compact complete cool cordless core could cream daily dark day deep deluxe digital direct discover
  do does done double down dream dual each early easy eco edge electric elite essential essentials even ever
  every everything express extra fast few final fire first fit five flair flat flex flip for four free fresh
  friday from front full fun general generic genesis get giant go gold good grand great green ground guide
  half hand handheld happy hard has have heavy helix her here high his home hot house how hybrid ideal if
  in indoor instant into is it its just keep key keystone kids king kitchen large last life light like
  little lively live local long low luxury made main make man manual many mattress max may me medium men
  men's mens mini mobile modern moon more most much must my natural nest new next night no none not nothing
  now of off office old on one only open or organic original other our out outdoor over own pacific page
  pair part pet pick pink place plus polar portable power premium prime pro pure purple quality queen quick
  quiet rather real red regular ring river rock round royal safe same select series set shark she short
  side signature simple single size sleep slim small smart so soft solid some sound sport sports square
  standard star steel still stone strong such summit super sure sweet system take target than that the
  their them then there these they this those three through to top total touch travel true twin two ultra
  under unique united universal unknown up us use value very visible vision wave way we well were what
  when where which white who why wide wild will wireless with women women's womens work world yes you
  young your
  battery build camera cleaner comfort coverage design display durability feature features headphones
  laptop performance phone price quality screen speed storage vacuum warranty weight noise cancelling
  cancellation budget-friendly option options model models brand brands store stores shop shops want need
  looking prefer choose try check buy use
  plan plans tier tiers package packages bundle membership subscription monthly annual yearly starter growth
  business enterprise individual family student team unlimited trial lite advanced professional ultimate
  lightweight lightest powerful versatile affordable cheapest easiest fastest quietest simplest smallest
  largest longest strongest toughest warmest coolest brightest biggest comfiest durable rugged sturdy
  waterproof reliable stylish sleek comfortable beginner beginners beginner-friendly heavy-duty splurge
  setup`.split(/\s+/),
);

/**
 * Platforms, standards and technologies: never a brand on their own (the labelling guide leaves
 * them out), so an item named only by one ("Android", "Bluetooth 5.3") derives no maker.
 */
export const TECHNOLOGY_WORDS = new Set(
  `android ios ipados watchos macos windows chromeos linux bluetooth wi-fi wifi usb usb-c thunderbolt hdmi
  nfc gps lte 5g 4g oled qled amoled lcd hdr hdr10 anc`.split(/\s+/),
);

/** Words an AI answer uses to name a category or slot rather than a product ("Best Overall"). */
export const LABEL_LEADING_WORDS =
  /^(?:best|top|our|my|overall|editor'?s|runner[- ]?up|budget|premium|upgrade|value|great|good|excellent|other|more|also|honou?rable|alternative|alternatives|additional|notable|popular|recommended|recommendation|recommendations|pick|picks|choice|choices|option|options|contenders?|favou?rites?|for|if|ideal|perfect|most|cheapest|affordable|luxury|mid[- ]?range|high[- ]?end|entry[- ]?level|splurge|bonus|quick|final|summary|verdict|bottom|key|winner|also consider|consider|comparison|overview)\b/i;

/**
 * Section titles under which named things are not recommendations: buying advice, where to
 * shop, sources. Checked before the recommendation words because "Factors to consider" and
 * "Other options to consider" share a verb.
 */
export const NON_RECOMMENDATION_SECTION =
  /\b(?:factors?|(?:things|features?|criteria|aspects|specs|specifications) to (?:consider|know|keep in mind|look for|compare)|what (?:to|you should) (?:consider|look for|know)|(?:to )?look for|(?:you )?should consider|how to (?:choose|pick|decide)|when choosing|before (?:you )?buy(?:ing)?|buying (?:guide|tips|advice)|tips?|where to (?:buy|shop|find|get|purchase)|available at|retailers?|sources?|references?|further reading|citations?|faqs?|methodology|how we|why trust|disclaimer|avoid|not recommended|skip)\b/i;

/**
 * Weaker signs of a non-recommendation section ("Important considerations", "Final
 * thoughts"); a title opening with "Other" or "More" ("Other considerations") continues
 * the recommendations instead.
 */
export const WEAK_NON_RECOMMENDATION_SECTION =
  /\b(?:considerations?|important|keep in mind|notes?|cons|drawbacks|downsides|ultimately|conclusion|bottom line|final thoughts|in summary|summary|next steps|questions)\b/i;

export const CONTINUATION_SECTION = /^(?:other|more|additional|also|further)\b/i;

/**
 * Section titles that introduce recommendations: opening with "Best" or "Top", or naming
 * picks ("Other strong options"). "Top" elsewhere ("Solid vs. laminate top") is no sign.
 */
export const RECOMMENDATION_SECTION =
  /^(?:\W*(?:best|top|our|recommended)\b)|\b(?:picks?|recommend\w*|options|choices?|contenders?|alternatives?|mentions|runners?[- ]up|suggestions?|selections?|favou?rites?|winners?|worth (?:considering|a look))\b/i;

/** What a sentence says after the name of its pick: "… is widely considered a top choice". */
export const PICK_AFTER_NAME =
  /^[^.!?;,]{0,40}?\b(?:is|are|remains)\s+(?:\w+\s+){0,3}?(?:(?:the|a|an|our|my)\s+)?(?:top (?:choice|pick)|best (?:choice|option|pick|overall|bet)|go-to|most recommended|(?:the )?best(?![\w-]))/i;

/**
 * A sentence after the main picks that offers more of them ("Cheaper alternatives include the
 * Acme X", "You could also consider Beta", "Honorable mentions: …"): softer wording, still picks.
 */
export const MORE_PICKS_OPENER =
  /^[\s*_]*(?:(?:for|if|on)\b[^,.;]{0,60},\s*)?(?:(?:you\s+(?:could|might|may|can)\s+)?also\s+(?:consider|look at|check out|try|worth)\b|(?:(?:other|more|cheaper|budget|good|great|solid|notable|worthy|strong|honou?rable)\s+){1,2}(?:alternatives?|options?|picks?|mentions?|contenders?|choices)\b[^.;:]{0,20}?(?:include|are|worth|to consider|:)|honou?rable mentions?\b|worth (?:a look|considering)\b)/i;

/** What a sentence after the main picks says of a further one: "… is also worth a look". */
export const MORE_PICK_AFTER_NAME =
  /^[^.!?;]{0,40}?\b(?:is|are)\s+(?:also\s+)?(?:worth (?:a look|considering|checking out)|(?:a|an)\s+(?:\w+\s+)?(?:alternative|option|choice|pick)\b)/i;

/** Text that gives advice rather than describing a product ("Decide whether you prefer…"). */
export const ADVICE_OPENER =
  /^\s*(?:decide|think|consider|look|choose|make sure|ensure|determine|check|compare|set|read|keep|remember|if you|when you|whether|depending|you(?:'ll)? (?:should|may|might|can|will|need)|it'?s (?:important|worth|best))\b/i;

/**
 * Labels of an item's attributes ("Pros:", "Price:", "Why it's good:"): what follows them
 * describes the item above, it does not name a new recommendation.
 */
export const ATTRIBUTE_LABEL =
  /^(?:pros?|cons?|price|prices|pricing|cost|costs|specs?|specifications?|features?|key features|highlights?|why(?:\b.*)?|best for|ideal for|great for|good for|perfect for|suited for|who it'?s for|includes?|extras?|perks?|verdict|drawbacks?|downsides?|benefits?|strengths?|weakness(?:es)?|advantages?|disadvantages?|limitations?|use cases?|rating|ratings|size|sizes|weight|dimensions|material|materials|battery(?: life)?|warranty|trial(?: period)?|where to buy|available at|buy at|durability|capacity|performance|design|comfort|display|screen|cpu|gpu|ram|storage|processor|camera|connectivity|noise cancell?ation|sound(?: quality)?|type|firmness|range|speed|power|coverage|plans?|phone options|caveats?|availability|link|website|details)(?=$|[\s:(])/i;

/** Clause openers that make a following brand a point of comparison, not a pick. */
export const COMPARISON_CUES =
  /\b(?:unlike|compared (?:to|with)|comparison (?:to|with)|than|versus|vs\.?|instead of|rather than|alternative to|similar to|competitor (?:to|of)|rival(?:s|ing)?|avoid|skip|formerly|previously|owned by|made by|powered by|uses?|using|with an?|with the|runs on|on the)\s*$/i;

/** Phrases that turn a mention into "the engine does not know it" or advice against it. */
export const NEGATIVE_CUES =
  /\b(?:could ?n[o']t find|can ?n[o']t find|cannot find|unable to (?:find|locate|verify|confirm)|no (?:specific |reliable |detailed |public |verified )?(?:information|info|data|details|reviews|record)|not (?:aware of|familiar with|able to find)|(?:do|does|did) ?n[o']t (?:have|know|find|appear)|don't have|doesn't (?:appear|seem to exist)|not enough information|no results|not (?:a )?(?:recommended|reliable|reputable)|(?:i|we) (?:would|'d) (?:avoid|not recommend)|avoid(?:ing)?|steer clear|stay away|discontinued|no longer (?:available|sold|exists?)|does not exist|isn't (?:a )?(?:well[- ]known|widely known|known))\b/i;

/** A question asking where to buy: shops become the recommended things. */
export const WHERE_TO_BUY_INTENT =
  /\bwhere\b[^?]*\b(?:buy|shop|get|find|purchase|order)\b|\b(?:best|good|top|cheapest)\s+(?:places?|stores?|shops?|sites?|websites?|retailers?|outlets?)\b|\b(?:places?|stores?|shops?|retailers?|websites?)\s+(?:to|for)\s+(?:buy|shop|get|purchase)\b|\bplace\s+(?:to\s+)?buy\b|\b(?:store|stores|shop|shops|retailer|retailers)\s*$/i;

/**
 * A question asking for works (games, books, films, shows): their names are titles, not
 * brands, unless the kind is only a modifier ("movie projector", "game console", "streaming
 * service for movies"), which the second pattern recognises.
 */
export const TITLES_INTENT =
  /\b(?:(?:board |card |video |party )?games?|books?|novels?|movies?|films?|(?:tv )?shows?|podcasts?|songs?|documentar(?:y|ies)|anime|manga|comics?)\b(?!\s+(?:projectors?|lights?|lamps?|shel(?:f|ves)|stands?|cases?|bags?|consoles?|controllers?|tables?|box(?:es)?|chairs?|speakers?|holders?|organi[sz]ers?|storage|cameras?|screens?|racks?|carts?|theaters?|theatres?|streaming|clubs?|readers?|player|rooms?|microphones?|mics?|gear|equipment|kits?|accessor(?:y|ies))\b)/i;
export const SERVICE_INTENT =
  /\b(?:services?|platforms?|apps?|sites?|websites?|stores?|shops?|subscriptions?|providers?|channels?|streaming|retailers?)\b/i;

/**
 * Product lines of well-known makers whose names do not say the maker ("iPhone SE" is an
 * Apple phone), by the maker's normalised name. Only lines that are not usually tracked as
 * brands of their own, and names that are not ordinary words in lower case.
 */
export const PRODUCT_LINES: ReadonlyMap<string, readonly string[]> = new Map([
  ['apple', ['iPhone', 'iPad', 'MacBook', 'iMac', 'AirPods', 'HomePod', 'Apple Watch']],
  ['samsung', ['Galaxy']],
  ['google', ['Pixel', 'Chromecast']],
  ['amazon', ['Kindle', 'Fire TV', 'Fire Stick', 'Prime Video', 'Echo Dot']],
  ['microsoft', ['Xbox']],
  ['sony', ['PlayStation', 'Bravia']],
  ['lenovo', ['ThinkPad', 'IdeaPad', 'Yoga Slim']],
  ['asus', ['Zenbook', 'Vivobook', 'ROG']],
  ['dell', ['XPS', 'Inspiron']],
  ['hp', ['Pavilion', 'EliteBook']],
  ['acer', ['Aspire']],
  ['garmin', ['Forerunner']],
]);

/** Large general retailers and marketplaces, ranked only when the question asks where to buy. */
export const RETAILERS = new Set([
  'amazon',
  'walmart',
  'target',
  'bestbuy',
  'costco',
  'homedepot',
  'thehomedepot',
  'lowes',
  'ebay',
  'etsy',
  'kohls',
  'macys',
  'nordstrom',
  'samsclub',
  'wayfair',
  'newegg',
  'bhphotovideo',
  'bandh',
  'ikea',
  'overstock',
  'chewy',
  'sephora',
  'ulta',
  'aliexpress',
  'temu',
  'shein',
  'zalando',
  'argos',
  'currys',
  'johnlewis',
  'bedbathandbeyond',
  'kmart',
  'jcpenney',
  'dickssportinggoods',
  'staples',
  'officedepot',
  'microcenter',
  'walgreens',
  'cvs',
]);

/** Review sites and publishers: cited as evidence, not recommended. */
export const PUBLISHERS = new Set([
  'wirecutter',
  'nytimes',
  'rtings',
  'cnet',
  'wired',
  'pcmag',
  'zdnet',
  'techradar',
  'tomsguide',
  'tomshardware',
  'theverge',
  'engadget',
  'consumerreports',
  'pcworld',
  'laptopmag',
  'reddit',
  'youtube',
  'wikipedia',
  'forbes',
  'businessinsider',
  'goodhousekeeping',
  'seriouseats',
  'boardgamegeek',
  'trustpilot',
  'yelp',
  'gearlab',
  'techgearlab',
  'digitaltrends',
  'androidauthority',
  'gsmarena',
  'nerdwallet',
  'bankrate',
  'thepointsguy',
  'usnews',
  'sleepfoundation',
  'healthline',
  'verywellfit',
  'runnersworld',
  'outdoorgearlab',
]);
