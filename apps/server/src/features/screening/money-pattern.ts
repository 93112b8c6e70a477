/**
 * An amount in rupees as Indian listings and chats write it, for the rules' `{money}`:
 * "₹ 1,500", "rs.1500/-", "inr 2000", "1.5k", "15,000 rupees", "2 हजार", "₹1.2 lakh".
 * Every repeat is bounded and no two neighbouring parts can match the same characters, so the
 * fragment cannot backtrack catastrophically.
 */
const CURRENCY = '(?:₹|rs\\.?|inr|rupees?|rupaye|rupay|रु\\.?|रुपये|रुपए)';
const NUMBER = '\\d[\\d,]{0,11}(?:\\.\\d{1,2})?';
const SCALE = '(?:k\\b|lakhs?|lacs?|thousand|हजार|लाख)';

export const MONEY_PATTERN = [
  `${CURRENCY} ?${NUMBER}(?: ?${SCALE})?(?:/-)?`,
  `${NUMBER} ?(?:${SCALE} ?)?(?:/-|${CURRENCY})`,
  `\\d{1,3}(?:\\.\\d)? ?k\\b`,
].join('|');
