/** A result's own address: the quiz is in the URL, so a reload or a bookmark opens the same result. */
export const resultsPath = (page: 'summary' | 'detail', quizId: number) => `/resultspage/${page}?quiz=${quizId}`;
