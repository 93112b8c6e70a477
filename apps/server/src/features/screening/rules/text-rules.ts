import type { ScreeningFlagCode } from '../flag-codes';
import { PERSONAL_EMAIL_DOMAINS } from './domains';
import { MESSAGE_RULES } from './message-rules';

/**
 * The screening rules, as data. Each pattern is a regular expression source matched against
 * normalised text (lower case, look-alikes and spacing undone: normalize.ts), so write plain
 * lower-case words. `{money}` stands for an amount in rupees ("₹ 1,500", "rs.1500/-", "1.5k",
 * "2 हजार"). Patterns must not nest quantifiers (`(a+)+`) and gaps must be bounded (`.{0,30}`):
 * rules.unit.test.ts runs every rule over 100 KB of hostile text against a time bound.
 *
 * Weights are per context: a phone number in a public listing moves students off the platform,
 * in a chat with a shortlisted candidate it is ordinary. 60 or more holds a listing (engine.ts).
 */
export type Weights = { listing: number; message: number; offer: number };

export type TextRule = {
  id: string;
  code: ScreeningFlagCode;
  weight: Weights;
  patterns: string[];
  /** "no registration fee", "फीस नहीं", "we never ask for money": a negation near the match voids it. */
  negatable?: boolean;
  /** Words within the same sentence after the match that make it benign ("paid training with a stipend"). */
  unlessFollowedBy?: string;
};

const all = (n: number): Weights => ({ listing: n, message: n, offer: n });

const FEE_KINDS =
  '(?:registration|regist?ration|joining|application|processing|security|interview|verification|onboarding|form|id card|kit|documentation|document|certificate|certification|placement|consultancy|portal|activation|login|membership|slot booking|file|refundable)';
const FEES = '(?:fee|fees|charge|charges|amount|deposit)';
const CANDIDATE =
  '(?:you|candidates?|applicants?|students?|interns?|freshers?|aspirants?|selected ones)';
const MUST =
  '(?:have to|has to|need to|needs to|must|should|will have to|are required to|is required to|required to|shall)';

export const TEXT_RULES: TextRule[] = [
  // ── Fees and deposits ─────────────────────────────────────────────────────────────────────
  {
    id: 'fee-kind',
    code: 'fee_or_deposit',
    weight: all(70),
    negatable: true,
    patterns: [
      `\\b${FEE_KINDS} ${FEES}\\b`,
      `\\b(?:security|refundable|caution|one[- ]time) (?:deposit|money|amount)\\b`,
      `\\b(?:fee|fees|deposit|charges?) (?:of |is |= |: |- |only |just |amount )?{money}`,
      `{money} (?:only )?(?:as |towards |for )(?:the |a )?(?:${FEE_KINDS} )?(?:fee|fees|deposit|charges?)\\b`,
      `\\b(?:pay|paying|deposit|transfer|submit) (?:a |the |an |only |just |rs |inr )?(?:small |nominal |minimal |one[- ]time |refundable |token )*(?:fee|fees|deposit|charge|amount)\\b`,
      `\\b${CANDIDATE} ${MUST} (?:pay|deposit|submit|transfer|bear)\\b`,
      `\\b(?:just|only|simply|first) (?:pay|deposit) {money}`,
      `(?:(?<=(?:^|[.!?\\n,:;]) ?)|\\b(?:kindly|please|pls|plz|just|only|simply|then|and|to) )(?:pay|deposit|transfer|send) {money}`,
      `\\b(?:pay|paying) (?:the |a |an )?(?:registration|joining|activation|processing|form|application)\\b`,
      `\\b(?:registration|joining|activation|processing) (?:of |is |= |: |- |only |just |charges? )?{money}`,
      `\\b(?:ask|asking|asks|demand|demands|charge|charges) (?:you |candidates |students |applicants )?(?:for )?(?:any |a )?(?:money|fee|fees|payment|deposit)\\b`,
      `\\b(?:refundable|non[- ]refundable)\\b`,
    ],
  },
  {
    id: 'fee-hinglish',
    code: 'fee_or_deposit',
    weight: all(70),
    negatable: true,
    patterns: [
      `\\b(?:fee|fees|fess|paise|paisa|rupay|rupaye|rupees|amount|charges?) (?:jama|deposit|dena|dene|bharna|bharni|bharne|pay) (?:karna|karni|karne|karo|karein|karen|kare|hoga|hogi|honge|padega|padegi|hai|hain)\\b`,
      `\\b(?:jama|bharna|bharni) (?:karna|karni) (?:hoga|hogi|padega|padegi)\\b`,
      `\\b(?:registration|joining|security|form) (?:fee|fees|charge|charges|amount) (?:lagega|lagegi|lagta|lagti|hai|hoga)\\b`,
      `{money} (?:jama|deposit|pay) (?:karna|karni|karo|karein|karen|kare)\\b`,
    ],
  },
  {
    id: 'fee-hindi',
    code: 'fee_or_deposit',
    weight: all(70),
    negatable: true,
    patterns: [
      '(?:पंजीकरण|रजिस्ट्रेशन|रजिस्ट्रेसन|जॉइनिंग|जोइनिंग|ज्वाइनिंग|सिक्योरिटी|सुरक्षा|आवेदन|प्रोसेसिंग|फॉर्म|फार्म|वेरिफिकेशन|सत्यापन) ?(?:शुल्क|फीस|चार्ज|राशि|जमा|डिपॉजिट)',
      '(?:शुल्क|फीस|चार्ज|जमा राशि|डिपॉजिट) ?(?:के रूप में )?{money}',
      '{money} ?(?:का |की )?(?:शुल्क|फीस|चार्ज|जमा)',
      '(?:फीस|शुल्क|पैसे|रुपये|राशि) ?(?:जमा|भुगतान|अदा) ?(?:करना|करनी|करें|करे|करो|करने)',
      '(?:रिफंडेबल|वापसी योग्य)',
    ],
  },
  {
    id: 'paid-training',
    code: 'paid_training',
    weight: all(70),
    negatable: true,
    patterns: [
      `\\btraining (?:fee|fees|charge|charges|cost|amount|deposit)\\b`,
      `\\b(?:training|course|kit|laptop|uniform|starter pack|study material) (?:of |for |at |costs? |worth )?{money}`,
      `\\b(?:buy|purchase) (?:our |the |a )?(?:course|kit|training|starter pack|package|study material)\\b`,
      '(?:ट्रेनिंग|प्रशिक्षण) ?(?:शुल्क|फीस|चार्ज)',
      `\\btraining (?:ke liye|ki fees?|ka charge|charges)\\b`,
    ],
  },
  {
    id: 'paid-training-phrase',
    code: 'paid_training',
    weight: all(40),
    negatable: true,
    // "3-month paid training with a stipend of ₹10,000" pays the student; the scam charges them.
    unlessFollowedBy: '(?:stipend|salary|we pay|you will be paid|you get paid|वेतन|स्टाइपेंड)',
    patterns: [`\\b(?:paid|chargeable|payable) (?:training|course|certification)\\b`],
  },
  {
    id: 'pressure-to-pay',
    code: 'pressure_to_pay',
    weight: all(15),
    patterns: [
      `\\b(?:limited seats|seats? (?:are )?(?:filling|left)|hurry|last (?:few|\\d+) (?:seats|slots)|within (?:24|48) (?:hours|hrs)|today only|only today|offer valid)\\b`,
      '(?:सीमित सीट|जल्दी करें|आज ही)',
    ],
  },
  {
    id: 'guaranteed-job',
    code: 'guaranteed_job',
    weight: all(25),
    negatable: true,
    patterns: [
      `\\b(?:100 ?% |guaranteed |assured |sure[- ]shot )(?:job|placement|selection|income|earning|joining)\\b`,
      `\\b(?:job|placement|selection|income) (?:guarantee|guaranteed|assured|pakka|pakki)\\b`,
      '(?:नौकरी|जॉब|कमाई) ?(?:की )?(?:गारंटी|पक्की)',
    ],
  },

  // ── Off the platform ──────────────────────────────────────────────────────────────────────
  {
    id: 'chat-link',
    code: 'off_platform_contact',
    weight: { listing: 50, message: 40, offer: 30 },
    patterns: [
      `\\b(?:wa\\.me|chat\\.whatsapp\\.com|api\\.whatsapp\\.com|whatsapp\\.com/send|t\\.me|telegram\\.me|telegram\\.dog)/\\S{0,60}`,
    ],
  },
  {
    id: 'chat-app-contact',
    code: 'off_platform_contact',
    weight: { listing: 45, message: 40, offer: 25 },
    negatable: true,
    patterns: [
      `\\b(?:contact|message|msg|ping|text|dm|join|reach|apply|connect|send (?:your )?(?:cv|resume|details)|chat|talk|call) (?:us |me |our hr |hr |directly |only )?(?:on|via|through|at|over|in|to) (?:our |my |the )?(?:official )?(?:whatsapp|telegram|signal)\\b`,
      `\\b(?:whatsapp|telegram|signal) (?:only|me|us|now|karo|karein|karen|kare|pe|par|per|group|channel|number|no|id|handle|@)\\b`,
      `\\b(?:whatsapp|telegram|wp|wtsp)(?: no\\.?| number)? ?[:\\-] ?\\+?\\d`,
      `\\b(?:join|joining) (?:our |the |this )?(?:whatsapp|telegram) (?:group|channel|link)\\b`,
      `\\b(?:whatsapp|telegram) (?:your |ur |the )?(?:resume|cv|details|documents|photo)\\b`,
      `\\bonly (?:on |via |through )?(?:whatsapp|telegram)\\b`,
      '(?:व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|वाट्सएप|टेलीग्राम|टेलिग्राम) ?(?:पर|करें|करे|ग्रुप|नंबर|चैनल)',
    ],
  },
  {
    id: 'mobile-number',
    code: 'off_platform_contact',
    weight: { listing: 30, message: 0, offer: 10 },
    patterns: ['(?<![\\d+])(?:\\+?91[ -]?|0)?[6-9]\\d{4}[ -]?\\d{5}(?!\\d)'],
  },
  {
    id: 'personal-email',
    code: 'off_platform_contact',
    weight: { listing: 30, message: 0, offer: 15 },
    patterns: [
      `[a-z0-9._%+-]{1,64}@(?:${[...PERSONAL_EMAIL_DOMAINS].map((d) => d.replaceAll('.', '\\.')).join('|')})\\b`,
    ],
  },
  {
    id: 'link-shortener',
    code: 'link_shortener',
    weight: all(15),
    patterns: [
      '\\b(?:bit\\.ly|tinyurl\\.com|cutt\\.ly|rb\\.gy|shorturl\\.at|t\\.ly|is\\.gd|rebrand\\.ly)/\\S{0,40}',
    ],
  },

  // ── Task scams, click-for-money, MLM, investment ─────────────────────────────────────────
  {
    id: 'task-based',
    code: 'task_based',
    weight: all(70),
    patterns: [
      `\\btask[- ]?based\\b`,
      `\\b(?:simple|easy|online|daily|small|mobile|prepaid|merchant|rating|review) tasks? .{0,40}(?:earn|income|paid|payment|commission|profit|salary|₹|rs)`,
      `\\b(?:earn|kamao|kamaye|kamaiye|kamayen) (?:money |paise |income )?(?:daily|every day|per day|roz|rozana|har din)\\b`,
      `{money} (?:per|a|/|every|each|har) ?(?:day|din|week)\\b.{0,30}(?:earn|income|from home|part[- ]time|mobile|tasks?)`,
      `\\b(?:earn|income|kamao|kamaye|kamayen) (?:up ?to |upto |rs |inr )?{money} (?:daily|per day|a day|every day|roz|rozana|weekly|per week)\\b`,
      `\\b(?:ghar|home) (?:baithe|baith ke|se) .{0,30}(?:kamaye|kamao|kamayen|earn|income|paise)`,
      `\\b(?:work|earn|job) from (?:your )?(?:home|mobile|phone) .{0,40}(?:earn|income) .{0,20}(?:daily|per day|{money})`,
      `\\bcopy[- ]?paste (?:job|work)\\b`,
      `\\b(?:prepaid|merchant|recharge) (?:task|tasks|order|orders)\\b`,
      '(?:घर बैठे|रोजाना|प्रतिदिन|रोज) .{0,30}(?:कमाएं|कमाई|कमाओ|कमाये|पैसे|रुपये|{money})',
      '{money} ?(?:प्रतिदिन|रोज|रोजाना|डेली)',
      '(?:टास्क|काम) ?(?:आधारित|बेस्ड)',
    ],
  },
  {
    id: 'click-for-money',
    code: 'click_for_money',
    weight: all(70),
    patterns: [
      `\\b(?:like|likes|follow|subscribe|rate|review|watch|click|share)s? (?:and|&|\\+|n) (?:earn|get paid|make money|kamao)\\b`,
      `\\b(?:like|likes|liking|follow|subscribe|subscribing|rate|rating|review|reviewing|watch|watching|click|clicking) (?:youtube |instagram |google |hotel |movie |product |amazon |facebook )?(?:videos?|channels?|pages?|posts?|reels?|hotels?|movies?|products?|links?|ads?|maps?) .{0,30}(?:earn|get paid|income|kamao|kamaye)\\b`,
      `\\bper (?:like|click|review|video|task|rating|follow|subscribe|share)\\b`,
      `\\b(?:google|hotel|movie|product|app|amazon) (?:reviews?|ratings?) (?:task|tasks|job|jobs|work)\\b`,
      '(?:लाइक|सब्सक्राइब|फॉलो|रिव्यू|क्लिक) .{0,25}(?:कमाएं|कमाई|पैसे|कमाओ|रुपये)',
    ],
  },
  {
    id: 'mlm',
    code: 'mlm',
    weight: all(70),
    patterns: [
      `\\b(?:mlm|multi[- ]level marketing|network marketing|networking business|pyramid (?:scheme|plan)|chain (?:system|marketing|business)|binary plan|downlines?|uplines?)\\b`,
      `\\b(?:joining|business) kit\\b`,
      '(?:नेटवर्क मार्केटिंग|चेन सिस्टम|चैन सिस्टम|टीम बनाओ|टीम बनाएं|डाउनलाइन)',
    ],
  },
  {
    id: 'mlm-soft',
    code: 'mlm',
    weight: all(30),
    patterns: [
      `\\b(?:passive income|financial freedom|be your own boss|unlimited (?:income|earning)|direct selling)\\b`,
      `\\b(?:recruit|add|join|bring|refer) .{0,25}(?:members|people|persons|friends|joinings?) .{0,30}(?:earn|income|commission|level|bonus)`,
      `\\b(?:build|grow|make) (?:your )?(?:own )?(?:team|network|downline) .{0,40}(?:earn|income|commission|passive)`,
    ],
  },
  {
    id: 'investment',
    code: 'investment_scheme',
    weight: all(70),
    patterns: [
      `\\b(?:double|triple) (?:your|the) (?:money|investment|amount)\\b`,
      `\\b(?:guaranteed|assured|fixed|daily) (?:returns?|profits?)\\b`,
      `\\b(?:invest|investment|recharge|top[- ]?up) (?:of )?{money} .{0,40}(?:returns?|profit|earn|commission|get back)`,
      `\\b(?:recharge|top[- ]?up|deposit) (?:your |the )?(?:account|wallet) (?:to|for|before)\\b`,
      `\\b(?:crypto|usdt|bitcoin|forex) (?:tasks?|trading tasks?|investment plans?|signals? group)\\b`,
      '(?:पैसा|पैसे|रकम) ?(?:डबल|दोगुना)',
    ],
  },
  {
    id: 'unrealistic-earnings',
    code: 'unrealistic_earnings',
    weight: all(35),
    patterns: [
      `\\b(?:earn|income|salary|kamao|kamaye|make) (?:up ?to |upto |minimum |min |atleast |at least )?{money} ?(?:- ?{money} ?)?(?:per|a|/|every) ?(?:day|week)\\b`,
      `\\b(?:no|zero) (?:experience|skills?|qualification|investment|interview)s? (?:required|needed|necessary)?.{0,50}(?:earn|income) .{0,20}{money}`,
    ],
  },

  // ── What a fraudster asks for in a chat ──────────────────────────────────────────────────
  {
    id: 'bank-or-upi',
    code: 'asks_bank_or_upi',
    weight: { listing: 20, message: 55, offer: 45 },
    negatable: true,
    patterns: [
      `\\b(?:send|share|give|provide|submit|tell|forward|enter|update|need) (?:me |us )?(?:your |ur |the )?(?:bank (?:account )?(?:details|number|info)|account (?:number|details)|upi(?: id| pin)?|ifsc|debit card|credit card|atm card|card (?:number|details)|cvv|net ?banking|passbook)\\b`,
      '(?:बैंक (?:खाता|अकाउंट|डिटेल)|यूपीआई|एटीएम पिन|खाता संख्या) .{0,20}(?:भेजें|भेजो|बताएं|बताओ|दें|दो|शेयर)',
      `\\b(?:bank|account|upi|atm) (?:details|number|pin|id) (?:bhejo|bhejiye|bhejein|batao|bataiye|do|dijiye|share karo)\\b`,
    ],
  },
  {
    id: 'card-secrets',
    code: 'asks_bank_or_upi',
    weight: all(60),
    negatable: true,
    patterns: [
      `\\b(?:debit|credit|atm) card (?:photo|pic|image|copy|scan|number|details)\\b`,
      `\\b(?:cvv|upi pin|atm pin|net ?banking password)\\b`,
    ],
  },
  {
    id: 'otp',
    code: 'asks_otp',
    weight: all(70),
    negatable: true,
    patterns: [
      `\\b(?:send|share|give|tell|forward|read out|provide|confirm) (?:me |us )?(?:the |your |ur |that )?(?:\\d{4,6} ?digit )?(?:otp|one[- ]time password)\\b`,
      `\\botp (?:bhejo|bhejiye|bhejein|batao|bataiye|bata do|share karo|send karo|de do|dijiye)\\b`,
      `\\botp .{0,20}(?:send|share|forward|tell) (?:it |to )?(?:me|us)\\b`,
      '(?:ओटीपी|OTP) .{0,15}(?:बताएं|बताओ|भेजें|भेजो|शेयर)',
    ],
  },
  {
    id: 'id-documents',
    code: 'asks_id_documents',
    weight: { listing: 15, message: 45, offer: 35 },
    negatable: true,
    patterns: [
      `\\b(?:send|share|upload|give|submit|forward|whatsapp) (?:me |us )?(?:your |ur |a |the )?(?:scanned |original )?(?:aadhaa?r|adhar|pan|passport|voter id)(?: card)?(?: and (?:pan|aadhaa?r)(?: card)?)? ?(?:copy|copies|photo|pic|front and back|number|details|scan)?\\b`,
      '(?:आधार|पैन) ?(?:कार्ड)? ?(?:की )?(?:कॉपी|फोटो|नंबर) ?(?:भेजें|भेजो|दें)',
    ],
  },
  // Chat and forwarded-offer rules (issue 27's warnings), weightless in listings.
  ...MESSAGE_RULES,
];

/** Phrases that void a negatable match when they stand just before it in the same sentence. */
export const NEGATION_BEFORE =
  "(?:\\bif (?:anyone|someone|somebody|any person)\\b|\\banyone (?:who|asking)\\b|\\breport\\b|\\bno\\b|\\bnot\\b|\\bnever\\b|\\bzero\\b|\\bwithout\\b|\\bnil\\b|\\bnor\\b|n't\\b|\\bdont\\b|\\bfree\\b|\\bkoi\\b|\\bnahi|\\bnhi\\b|\\bbina\\b|\\bwaive|\\breimburs|\\bsponsor|\\bbeware\\b|\\bfraud|\\bscam|\\bfake\\b|कोई|नहीं|नही|बिना|निःशुल्क|मुफ्त|धोखा)";
/** …or just after it ("फीस नहीं ली जाती", "fee: nil", "is waived"). */
export const NEGATION_AFTER =
  '(?:\\bnahi|\\bnahin\\b|\\bnhi\\b|नहीं|नही|\\bnil\\b|\\bnone\\b|^ ?: ?free\\b|\\bis free\\b|\\bwaived\\b|\\breimbursed\\b|\\bnot (?:required|needed|charged|applicable|taken|collected|asked)\\b|\\bnever\\b)';
