import { CORE_FAMILIES } from './roles-core.js'
import { CRAFT_FAMILIES } from './roles-craft.js'
import { PROFESSION_FAMILIES } from './roles-professions.js'
import type { RoleFamily } from './types.js'

/** Every role family of the world, by domain. */
export const ROLE_FAMILIES: RoleFamily[] = [...CORE_FAMILIES, ...PROFESSION_FAMILIES, ...CRAFT_FAMILIES]

/** Families that fit any industry: a bank has recruiters, a hospital has accountants. */
export const GENERAL_FAMILIES = [
  'engineering',
  'data',
  'sales',
  'marketing',
  'people',
  'finance',
  'operations',
  'customer',
]
