/**
 * Job postings in the language of the job's country: a share of openings in Germany, France, Spain, the Netherlands
 * and Brazil are written in German, French, Spanish, Dutch or Portuguese, as employers there post them.
 */
import type { Draw } from './draw.js'
import { tidy } from './text-grammar.js'

/** The language a job is posted in: its code and its name in English, as the service shows it. */
export interface JobLanguage {
  code: string
  name: string
}

export const ENGLISH: JobLanguage = { code: 'en', name: 'English' }

interface LocalWords {
  language: JobLanguage
  /** How often employers of the country post in its language rather than in English. */
  share: number
  heads: [role: string, tasks: string, profile: string, offer: string, about: (company: string) => string]
  intro: (company: string, title: string, where: string) => string
  remote: string
  hybrid: (city: string) => string
  onSite: (city: string) => string
  tasks: string[]
  years: (n: number) => string
  degree: string
  skills: (a: string, b: string) => string
  traits: string[]
  perks: (days: number) => string[]
  closing: (company: string, city: string) => string
}

const LOCAL: Record<string, LocalWords> = {
  DE: {
    language: { code: 'de', name: 'German' },
    share: 0.6,
    heads: ['Über die Stelle', 'Deine Aufgaben', 'Dein Profil', 'Was wir bieten', (c) => `Über ${c}`],
    intro: (c, t, w) => `${c} sucht ab sofort eine:n ${t} für unser Team ${w}.`,
    remote: 'remote',
    hybrid: (city) => `hybrid in ${city}`,
    onSite: (city) => `in ${city}`,
    tasks: [
      'Du übernimmst Verantwortung für eigene Projekte von der Idee bis zum Ergebnis',
      'Du arbeitest eng mit Kolleginnen und Kollegen aus allen Bereichen zusammen',
      'Du verbesserst unsere Abläufe und Werkzeuge Schritt für Schritt',
      'Du teilst dein Wissen im Team und lernst von anderen',
      'Du behältst Qualität, Termine und Budget im Blick',
    ],
    years: (n) => `Mindestens ${n} Jahre Berufserfahrung in einer ähnlichen Rolle`,
    degree: 'Ein abgeschlossenes Studium oder eine vergleichbare Ausbildung',
    skills: (a, b) => `Praktische Erfahrung mit ${a} und ${b}`,
    traits: ['Sehr gute Deutsch- und gute Englischkenntnisse', 'Eine strukturierte und selbstständige Arbeitsweise'],
    perks: (d) => [`${d} Tage Urlaub`, 'Flexible Arbeitszeiten', 'Ein jährliches Weiterbildungsbudget', 'Jobticket'],
    closing: (c, city) => `${c} ist ein Unternehmen aus ${city}.`,
  },
  FR: {
    language: { code: 'fr', name: 'French' },
    share: 0.65,
    heads: ['Le poste', 'Vos missions', 'Votre profil', 'Ce que nous offrons', (c) => `À propos de ${c}`],
    intro: (c, t, w) => `${c} recrute un·e ${t} pour rejoindre son équipe ${w}.`,
    remote: 'en télétravail',
    hybrid: (city) => `en mode hybride à ${city}`,
    onSite: (city) => `à ${city}`,
    tasks: [
      'Piloter vos propres projets de bout en bout',
      "Travailler en étroite collaboration avec les équipes de toute l'entreprise",
      'Améliorer nos processus et nos outils au quotidien',
      "Partager vos connaissances avec l'équipe",
      'Veiller à la qualité, aux délais et au budget',
    ],
    years: (n) => `Au moins ${n} ans d'expérience sur un poste similaire`,
    degree: 'Un diplôme dans un domaine lié ou une expérience équivalente',
    skills: (a, b) => `Une expérience concrète de ${a} et ${b}`,
    traits: ["Un bon niveau d'anglais", 'Rigueur, autonomie et sens du travail en équipe'],
    perks: (d) => [`${d} jours de congés`, 'Télétravail partiel', 'Tickets restaurant', 'Mutuelle prise en charge'],
    closing: (c, city) => `${c} est une entreprise basée à ${city}.`,
  },
  ES: {
    language: { code: 'es', name: 'Spanish' },
    share: 0.6,
    heads: ['Sobre el puesto', 'Tus funciones', 'Tu perfil', 'Qué ofrecemos', (c) => `Sobre ${c}`],
    intro: (c, t, w) => `En ${c} buscamos un/a ${t} para unirse al equipo ${w}.`,
    remote: 'en remoto',
    hybrid: (city) => `en modalidad híbrida en ${city}`,
    onSite: (city) => `en ${city}`,
    tasks: [
      'Liderar tus propios proyectos de principio a fin',
      'Trabajar de cerca con equipos de toda la empresa',
      'Mejorar nuestros procesos y herramientas',
      'Compartir conocimiento con el equipo',
      'Cuidar la calidad, los plazos y el presupuesto',
    ],
    years: (n) => `Al menos ${n} años de experiencia en un puesto similar`,
    degree: 'Titulación en un área relacionada o experiencia equivalente',
    skills: (a, b) => `Experiencia práctica con ${a} y ${b}`,
    traits: ['Buen nivel de inglés', 'Autonomía y ganas de aprender'],
    perks: (d) => [`${d} días de vacaciones`, 'Horario flexible', 'Seguro médico privado', 'Formación continua'],
    closing: (c, city) => `${c} es una empresa con sede en ${city}.`,
  },
  NL: {
    language: { code: 'nl', name: 'Dutch' },
    share: 0.45,
    heads: ['Over de functie', 'Wat ga je doen', 'Wie ben jij', 'Wat bieden wij', (c) => `Over ${c}`],
    intro: (c, t, w) => `${c} zoekt een ${t} voor het team ${w}.`,
    remote: 'op afstand',
    hybrid: (city) => `hybride in ${city}`,
    onSite: (city) => `in ${city}`,
    tasks: [
      'Je bent verantwoordelijk voor je eigen projecten, van idee tot resultaat',
      'Je werkt nauw samen met collega’s uit de hele organisatie',
      'Je verbetert onze processen en tools',
      'Je deelt je kennis met het team',
      'Je bewaakt kwaliteit, planning en budget',
    ],
    years: (n) => `Minimaal ${n} jaar ervaring in een vergelijkbare rol`,
    degree: 'Een afgeronde hbo- of wo-opleiding of vergelijkbare ervaring',
    skills: (a, b) => `Praktische ervaring met ${a} en ${b}`,
    traits: ['Goede beheersing van Nederlands en Engels', 'Een zelfstandige en nieuwsgierige houding'],
    perks: (d) => [`${d} vakantiedagen`, 'Flexibele werktijden', 'Een goede pensioenregeling', 'Reiskostenvergoeding'],
    closing: (c, city) => `${c} is een organisatie uit ${city}.`,
  },
  BR: {
    language: { code: 'pt', name: 'Portuguese' },
    share: 0.7,
    heads: ['Sobre a vaga', 'Suas atividades', 'Seu perfil', 'O que oferecemos', (c) => `Sobre a ${c}`],
    intro: (c, t, w) => `A ${c} está contratando ${t} para o time ${w}.`,
    remote: 'em formato remoto',
    hybrid: (city) => `em formato híbrido em ${city}`,
    onSite: (city) => `em ${city}`,
    tasks: [
      'Conduzir seus próprios projetos do início ao fim',
      'Trabalhar junto com times de toda a empresa',
      'Melhorar nossos processos e ferramentas',
      'Compartilhar conhecimento com o time',
      'Cuidar da qualidade, dos prazos e do orçamento',
    ],
    years: (n) => `Pelo menos ${n} anos de experiência em função parecida`,
    degree: 'Formação superior em área relacionada ou experiência equivalente',
    skills: (a, b) => `Experiência prática com ${a} e ${b}`,
    traits: ['Inglês intermediário ou avançado', 'Autonomia e vontade de aprender'],
    perks: () => ['Vale-refeição', 'Plano de saúde', 'Horário flexível', 'Auxílio home office'],
    closing: (c, city) => `A ${c} é uma empresa de ${city}.`,
  },
}

/** The language a job in this country is posted in: the country's for a share of employers, else English. */
export function jobLanguage(f: Draw, country: string): JobLanguage {
  const local = LOCAL[country]
  return local !== undefined && f.bool(local.share) ? local.language : ENGLISH
}

export interface LocalJobContext {
  title: string
  company: string
  city: string
  workPlace: string
  /** 0 for an internship or entry-level opening. */
  years: number
  skills: readonly string[]
}

/** A posting in the country's language, the same sections as an English one; undefined for an English-only one. */
export function localJobDescription(f: Draw, country: string, c: LocalJobContext): string | undefined {
  const w = LOCAL[country]
  if (w === undefined) return undefined
  const [role, tasks, profile, offer, about] = w.heads
  const where = c.workPlace === 'Remote' ? w.remote : c.workPlace === 'Hybrid' ? w.hybrid(c.city) : w.onSite(c.city)
  const [a = 'Excel', b = 'SQL'] = c.skills
  const bring = [c.years ? w.years(c.years) : w.degree, w.skills(a, b), f.pick(w.traits)]
  return tidy(
    [
      `${role}\n${w.intro(c.company, c.title, where)}`,
      `${tasks}\n${f
        .some(w.tasks, 3)
        .map((t) => `- ${t}`)
        .join('\n')}`,
      `${profile}\n${bring.map((t) => `- ${t}`).join('\n')}`,
      `${offer}\n${f
        .some(w.perks(f.int(25, 30)), 3)
        .map((p) => `- ${p}`)
        .join('\n')}`,
      `${about(c.company)}\n${w.closing(c.company, c.city)}`,
    ].join('\n\n'),
  )
}
