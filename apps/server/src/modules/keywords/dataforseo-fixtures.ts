// Replies of DataForSEO's Google Ads search volume endpoint (live), as its documentation shows them,
// for the fake server of the tests. Test support only; nothing in production imports it.

interface Task {
  keywords: string[];
  location_code?: number;
  language_code?: string;
}

/**
 * The reply to one task: each keyword's volume from `volumes` with twelve monthly figures ending in
 * May 2026, newest first (as DataForSEO sends them); a keyword missing from `volumes` has no data.
 */
export const searchVolumeReply = (task: Task, volumes: Record<string, number>) => ({
  version: '0.1.20260601',
  status_code: 20000,
  status_message: 'Ok.',
  time: '0.8734 sec.',
  cost: 0.075,
  tasks_count: 1,
  tasks_error: 0,
  tasks: [
    {
      id: '06011525-1535-0367-0000-6a6e8c3e8f2b',
      status_code: 20000,
      status_message: 'Ok.',
      time: '0.8120 sec.',
      cost: 0.075,
      result_count: task.keywords.length,
      path: ['v3', 'keywords_data', 'google_ads', 'search_volume', 'live'],
      data: { api: 'keywords_data', function: 'search_volume', se: 'google_ads', ...task },
      result: task.keywords.map((keyword) => {
        const volume = volumes[keyword];
        return {
          keyword,
          spell: null,
          location_code: task.location_code ?? null,
          language_code: task.language_code ?? null,
          search_partners: false,
          competition: volume === undefined ? null : 'HIGH',
          competition_index: volume === undefined ? null : 88,
          search_volume: volume ?? null,
          low_top_of_page_bid: volume === undefined ? null : 2.13,
          high_top_of_page_bid: volume === undefined ? null : 9.61,
          cpc: volume === undefined ? null : 5.82,
          monthly_searches:
            volume === undefined
              ? null
              : Array.from({ length: 12 }, (_, back) => ({
                  year: back < 5 ? 2026 : 2025,
                  month: ((4 - back + 12) % 12) + 1,
                  search_volume: volume + (back === 0 ? 0 : back * 10),
                })),
        };
      }),
    },
  ],
});

/** Wrong login or password: HTTP 401 with DataForSEO's own status. */
export const unauthorizedReply = {
  version: '0.1.20260601',
  status_code: 40100,
  status_message: 'You are not authorized to access this resource.',
  time: '0 sec.',
  cost: 0,
  tasks_count: 0,
  tasks_error: 0,
  tasks: null,
};

/** A task refused for one of its fields (the request itself was fine). */
export const taskErrorReply = {
  version: '0.1.20260601',
  status_code: 20000,
  status_message: 'Ok.',
  time: '0.0512 sec.',
  cost: 0,
  tasks_count: 1,
  tasks_error: 1,
  tasks: [
    {
      id: '06011525-1535-0367-0000-0c4d3e2f1a9b',
      status_code: 40501,
      status_message: "Invalid Field: 'language_code'.",
      time: '0 sec.',
      cost: 0,
      result_count: 0,
      path: ['v3', 'keywords_data', 'google_ads', 'search_volume', 'live'],
      data: { api: 'keywords_data', function: 'search_volume', se: 'google_ads' },
      result: null,
    },
  ],
};
