/** English professional-network prose, by subject: one namespace (`text.about`, `text.postText`...) over four files. */
export * from './text-base.js'
export * from './text-companies.js'
export * from './text-people.js'
export * from './text-posts.js'
export { jobLanguage, localJobDescription } from './text-jobs-local.js'
