/**
 * How much the search box ranks and shows: sections ranked (each a small download), pages shown,
 * sections under each page. The box's panel and scripts/search-score.mts both read it, so that the
 * question bank is scored on what the box shows.
 */
export const BOX_LIMITS = {sections: 24, pages: 8, entriesPerPage: 4};
