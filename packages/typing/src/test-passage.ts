// Test helper: a long passage in the register of exam texts, its sentences shuffled by a seeded
// generator, so common phrases ("of the", "in the country") recur as they do in a real chain.

const SENTENCES = [
  'Every year the south-west monsoon reaches the coast of Kerala in the first days of June and moves north over the following weeks.',
  'Farmers across the country watch its progress closely, because most of the land that grows rice and pulses depends on the rain.',
  'A bill is a draft of a proposed law, and it may be introduced in either House of Parliament.',
  'The office will remain open on Saturday so that pending applications can be cleared before the end of the month.',
  'Candidates must bring a printed copy of the admit card, a photo identity card and two recent photographs.',
  'The committee reviewed the annual report, noted the progress made in rural districts, and asked for a revised budget.',
  'Every department has been requested to send its list of vacant posts to the Commission by the fifteenth of March.',
  'Rain during the monsoon filled the old reservoir, and the farmers of the valley sowed paddy earlier than usual.',
  'A clear and simple letter, typed without mistakes, often says more about a clerk than a long certificate.',
  'The railway station was crowded with passengers returning home for the festival, each carrying bags and sweets.',
  'Public libraries in small towns now lend books, newspapers and computers to students preparing for examinations.',
  'The glaciers of the Himalaya feed the great rivers of the north, and millions of people depend on their water in summer.',
  'When the district collector visited the village, the panchayat showed her the new well and the repaired school building.',
  'Savings kept in a post office account earn a modest interest, but they are safe and can be withdrawn at short notice.',
  'The court adjourned the hearing to the next month, as the counsel for the petitioner asked for more time to file papers.',
  'Solar panels on the roofs of government buildings now supply a part of the electricity that the offices use during the day.',
];

function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Exactly `count` words of shuffled exam-register sentences. */
export function passageWords(count: number, seed = 7): string[] {
  const random = seededRandom(seed);
  const words: string[] = [];
  while (words.length < count) {
    const sentence = SENTENCES[Math.floor(random() * SENTENCES.length)] ?? '';
    words.push(...sentence.split(' '));
  }
  return words.slice(0, count);
}
