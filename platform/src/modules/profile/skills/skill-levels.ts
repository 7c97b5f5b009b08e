/** Skill levels, 1 (beginner) to 5 (expert), as the API checks them. */
export const skillLevels = [1, 2, 3, 4, 5] as const;
