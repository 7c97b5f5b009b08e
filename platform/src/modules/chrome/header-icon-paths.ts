// Material Design paths (Apache 2.0): the public header's menu island imports these alone, not
// the whole table of ./icon-paths.ts, which then stays out of its chunk.
export const menuIconPath = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
export const closeIconPath =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';
