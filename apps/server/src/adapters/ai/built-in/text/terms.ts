/** Words that carry no topic: function words and the way questions are phrased. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most ' +
    'my myself no nor not now of off on once only or other our ours ourselves out over own same she should ' +
    'so some such than that the their theirs them themselves then there these they this those through to ' +
    'too under until up very was we were what when where which while who whom why will with would you your ' +
    'yours yourself also tell explain describe please know give show want like many much called ' +
    'something anything thing things really us let lets get got one ever may might must shall'
  ).split(' '),
);

/** A light stemmer: enough to match "planets" with "planet" and "countries" with "country". */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(sses|xes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The topic terms of a text: lower case, stemmed, without stop words and possessives. */
export function topicTerms(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[\p{L}\p{N}]+(?:['-][\p{L}\p{N}]+)*/gu) ?? []
  )
    .map((word) => word.replace(/'s$/, ''))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(stem);
}
