export { LearningActivityPopupHost } from './components/learning-activity-popup-host';
export { SCRAPER_STATUS_QUERY_KEY, useScraperStatus } from './api/get-scraper-status';
export { LEARNING_STATS_QUERY_KEY, useLearningStats } from './api/get-learning-stats';
