// Passage text for the benchmark: sentences written for it, shuffled by a seeded generator into
// as many words as a 90-minute test needs. (The product's passages live with the typing app.)

const ENGLISH = [
  'The office will remain open on Saturday so that pending applications can be cleared before the end of the month.',
  'Candidates must bring a printed copy of the admit card, a photo identity card and two recent photographs.',
  'The committee reviewed the annual report, noted the progress made in rural districts, and asked for a revised budget.',
  'Every department has been requested to send its list of vacant posts to the Commission by the fifteenth of March.',
  'Rain during the monsoon filled the old reservoir, and the farmers of the valley sowed paddy earlier than usual.',
  'A clear and simple letter, typed without mistakes, often says more about a clerk than a long certificate.',
  'The railway station was crowded with passengers returning home for the festival, each carrying bags and sweets.',
  'Public libraries in small towns now lend books, newspapers and computers to students preparing for examinations.',
];

const HINDI = [
  'कार्यालय शनिवार को भी खुला रहेगा ताकि महीने के अंत से पहले सभी लंबित आवेदन निपटाए जा सकें।',
  'अभ्यर्थियों को प्रवेश पत्र की छपी हुई प्रति, पहचान पत्र और दो हाल के फ़ोटो साथ लाने होंगे।',
  'समिति ने वार्षिक प्रतिवेदन की समीक्षा की, ग्रामीण ज़िलों में हुई प्रगति पर ध्यान दिया और संशोधित बजट माँगा।',
  'प्रत्येक विभाग से अनुरोध किया गया है कि वह रिक्त पदों की सूची पंद्रह मार्च तक आयोग को भेज दे।',
  'वर्षा ऋतु में पुराना जलाशय भर गया और घाटी के किसानों ने इस बार समय से पहले धान की बुआई कर दी।',
  'बिना ग़लती के टाइप किया गया एक साफ़ और सरल पत्र किसी लिपिक के बारे में लंबे प्रमाणपत्र से अधिक कहता है।',
  'त्योहार पर घर लौटते यात्रियों से रेलवे स्टेशन भरा हुआ था और सबके हाथों में थैले और मिठाइयाँ थीं।',
  'छोटे शहरों के सार्वजनिक पुस्तकालय अब परीक्षा की तैयारी करने वाले विद्यार्थियों को पुस्तकें और कंप्यूटर देते हैं।',
];

export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export function samplePassage(language: 'english' | 'hindi', words: number, seed = 1): string {
  const sentences = language === 'english' ? ENGLISH : HINDI;
  const random = seededRandom(seed);
  const out: string[] = [];
  let count = 0;
  while (count < words) {
    const sentence = sentences[Math.floor(random() * sentences.length)] ?? '';
    out.push(sentence);
    count += sentence.split(' ').length;
  }
  return out.join(' ');
}
