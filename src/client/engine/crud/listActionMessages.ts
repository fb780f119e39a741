/** The texts of a list action's dialog (views and tests read the same strings). */
export const listActionMessages = {
  from: (title: string) => `Copy from ${title.toLowerCase()}`,
  to: (title: string) => `Copy into ${title.toLowerCase()}`,
  choose: (title: string) => `Choose a ${title.toLowerCase()}`,
  same: (title: string) => `Choose two different ${title.toLowerCase()}s.`,
  done: (label: string) => `${label} done`,
  failed: "Nothing was copied",
};
