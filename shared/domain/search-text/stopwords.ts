// Function words that say nothing about a product («для», "for"): left out of the index and of queries,
// so they neither count for minimum should match nor make a query scan most of the catalogue. Only
// words of at least 3 letters are listed (shorter ones are dropped anyway, spec §9 min term length).
export const STOPWORDS: ReadonlySet<string> = new Set([
  // Russian (after ё → е folding)
  'для', 'без', 'или', 'при', 'под', 'над', 'про', 'как', 'это', 'что', 'его', 'еще', 'уже', 'так', 'все', 'всех',
  'она', 'они', 'оно', 'где', 'вам', 'вас', 'нас', 'чем', 'тот', 'эти', 'этот', 'эта', 'только', 'очень', 'через',
  // English
  'the', 'and', 'for', 'with', 'from', 'into', 'your', 'you', 'are', 'its', 'this', 'that', 'our', 'all', 'any',
]);
