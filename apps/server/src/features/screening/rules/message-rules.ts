import type { TextRule } from './text-rules';

/**
 * Rules for what a fraudster writes in a chat or a forwarded offer, beyond the listing rules:
 * moving the talk to WhatsApp, paying through a UPI app, photos of ID cards. They weigh nothing
 * in a listing, so the listing screening and its labelled set are untouched (issue 27,
 * "Warnings in the moment"). Same conventions as text-rules.ts: lower-case normalised text,
 * bounded gaps, no nested quantifiers.
 */
export const MESSAGE_RULES: TextRule[] = [
  {
    id: 'message-move-to-chat-app',
    code: 'off_platform_contact',
    weight: { listing: 0, message: 40, offer: 25 },
    negatable: true,
    patterns: [
      `\\b(?:continue|move|shift|talk|chat|connect|come|switch|add me|ping me|text me|message me)(?: (?:this|the|our) (?:chat|conversation|talk|discussion))? (?:on|to|over|via|in) (?:whatsapp|telegram|signal)\\b`,
      `\\b(?:my|our|hr|the hr) (?:whatsapp|telegram)(?: number| no\\.?| id)? (?:is|:)`,
      `\\b(?:whatsapp|telegram) (?:pe|par|per) (?:baat|aao|aaiye|aa jao|message|msg|milte|connect)\\b`,
    ],
  },
  {
    id: 'message-pay-through-upi-app',
    code: 'fee_or_deposit',
    weight: { listing: 0, message: 60, offer: 50 },
    negatable: true,
    patterns: [
      `\\b(?:pay|send|transfer|deposit)\\b[^.!?।\\n]{0,30}\\b(?:gpay|google pay|phonepe|phone pe|paytm|bhim)\\b`,
      `\\b(?:pay|transfer|deposit) \\d{3,6}(?:/-)? (?:for|to|on|as|towards|via|in)\\b`,
    ],
  },
  {
    id: 'message-id-photos',
    code: 'asks_id_documents',
    weight: { listing: 0, message: 45, offer: 35 },
    negatable: true,
    patterns: [
      `\\b(?:send|share|upload|whatsapp|forward|give)\\b[^.!?।\\n]{0,25}\\b(?:photos?|pics?|copies|copy|scans?|images?) of (?:your |ur |the )?(?:aadhaa?r|adhar|pan|passport|voter id)\\b`,
      `\\b(?:aadhaa?r|adhar|pan)(?: card)? (?:ki |ka )?(?:photo|copy|pic|number) (?:bhejo|bhejiye|bhejein|send karo|do|dijiye)\\b`,
    ],
  },
];
