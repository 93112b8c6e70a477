/**
 * Words that carry no meaning of their own in a search, dropped from listings and queries
 * alike. Hindi and Hinglish glue words are here because students write "pune me internship",
 * "fresher ke liye", "मुंबई में जॉब": the place and the kind are the search, the rest is grammar.
 * "kaam"/"काम" (work) is here too: "data entry ka kaam" is a search for data entry; the phrases
 * that need it ("ghar se kaam") are read before stop words are dropped. Words that are also
 * English search words ("main", "par", "pe", "se" as in SE) are left out on purpose.
 */
export const ENGLISH_STOP_WORDS = [
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'has', 'have', 'i', 'in',
  'is', 'it', 'of', 'on', 'or', 'our', 'the', 'to', 'we', 'with', 'you', 'your', 'will', 'this',
  'that',
] as const;

export const HINGLISH_STOP_WORDS = [
  'me', 'mein', 'mai', 'ke', 'ki', 'ka', 'ko', 'liye', 'lie', 'wala', 'wali', 'wale', 'vala',
  'aur', 'ya', 'hai', 'hain', 'chahiye', 'chaiye', 'chahie', 'mujhe', 'koi', 'kuch', 'bhi',
  'kaam', 'kam', 'naya', 'nayi', 'liya',
] as const;

export const HINDI_STOP_WORDS = [
  'में', 'मे', 'के', 'की', 'का', 'को', 'से', 'लिए', 'लिये', 'वाला', 'वाली', 'वाले', 'और',
  'या', 'पर', 'पे', 'है', 'हैं', 'चाहिए', 'चाहिये', 'मुझे', 'कोई', 'कुछ', 'भी', 'काम', 'एक',
  'ही', 'तो', 'ने', 'हेतु', 'नया', 'नई', 'नयी', 'हम', 'आप', 'यह', 'वह', 'इस', 'उस', 'साथ',
] as const;
