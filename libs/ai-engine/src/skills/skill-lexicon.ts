/**
 * The skills lexicon: canonical skill names with their aliases, a group (related skills earn partial credit
 * in candidate matching) and, where there is one, the official documentation. Aliases are matched after
 * normalizing (lower case, no spaces, dots or hyphens), so "React.js", "ReactJS" and "react js" meet.
 * `exactCase` aliases are common English words ("Go", "R", "Swift") and match free text only as written.
 */
export interface SkillEntry {
  name: string;
  aliases: string[];
  group: string;
  docs?: string;
  exactCase?: string[];
}

export const SKILL_LEXICON: readonly SkillEntry[] = [
  // Languages
  { name: 'JavaScript', aliases: ['javascript', 'js', 'ecmascript', 'es6', 'es2015', 'vanilla js', 'vanillajs', 'ecma script'], group: 'language', docs: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript' },
  { name: 'TypeScript', aliases: ['typescript', 'ts'], group: 'language', docs: 'https://www.typescriptlang.org/docs/' },
  { name: 'Python', aliases: ['python', 'python3', 'python 3', 'py'], group: 'language', docs: 'https://docs.python.org/3/' },
  { name: 'Java', aliases: ['java', 'java se', 'jdk'], group: 'language', docs: 'https://dev.java/learn/' },
  { name: 'Kotlin', aliases: ['kotlin'], group: 'language', docs: 'https://kotlinlang.org/docs/home.html' },
  { name: 'Swift', aliases: ['swift', 'swiftui'], group: 'language', docs: 'https://www.swift.org/documentation/', exactCase: ['Swift'] },
  { name: 'Go', aliases: ['golang', 'go lang', 'go'], group: 'language', docs: 'https://go.dev/doc/', exactCase: ['Go', 'GO'] },
  { name: 'Rust', aliases: ['rust', 'rustlang'], group: 'language', docs: 'https://doc.rust-lang.org/book/', exactCase: ['Rust'] },
  { name: 'C', aliases: ['c', 'ansi c', 'c99', 'c11'], group: 'language', exactCase: ['C'] },
  { name: 'C++', aliases: ['c++', 'cpp', 'cplusplus'], group: 'language', docs: 'https://en.cppreference.com/w/' },
  { name: 'C#', aliases: ['c#', 'csharp', 'c sharp'], group: 'language', docs: 'https://learn.microsoft.com/en-us/dotnet/csharp/' },
  { name: 'PHP', aliases: ['php'], group: 'language', docs: 'https://www.php.net/manual/en/' },
  { name: 'Ruby', aliases: ['ruby'], group: 'language', docs: 'https://www.ruby-lang.org/en/documentation/', exactCase: ['Ruby'] },
  { name: 'Scala', aliases: ['scala'], group: 'language', docs: 'https://docs.scala-lang.org/' },
  { name: 'R', aliases: ['r', 'rlang', 'r language', 'r programming'], group: 'language', docs: 'https://cran.r-project.org/manuals.html', exactCase: ['R'] },
  { name: 'Dart', aliases: ['dart'], group: 'language', docs: 'https://dart.dev/guides', exactCase: ['Dart'] },
  { name: 'SQL', aliases: ['sql', 'tsql', 't-sql', 'pl/sql', 'plsql'], group: 'data-store', docs: 'https://www.postgresql.org/docs/current/sql.html' },
  { name: 'Bash', aliases: ['bash', 'shell scripting', 'shell', 'sh'], group: 'tooling', docs: 'https://www.gnu.org/software/bash/manual/', exactCase: ['Shell', 'shell scripting'] },
  // Web
  { name: 'HTML & CSS', aliases: ['html & css', 'html and css', 'html/css', 'html5 & css3', 'html', 'html5', 'css', 'css3', 'sass', 'scss'], group: 'web-basics', docs: 'https://developer.mozilla.org/en-US/docs/Web/HTML' },
  { name: 'React', aliases: ['react', 'reactjs', 'react.js', 'react js', 'react hooks'], group: 'frontend-framework', docs: 'https://react.dev/learn' },
  { name: 'Angular', aliases: ['angular', 'angularjs', 'angular.js'], group: 'frontend-framework', docs: 'https://angular.dev/overview' },
  { name: 'Vue', aliases: ['vue', 'vuejs', 'vue.js', 'vue3', 'nuxt'], group: 'frontend-framework', docs: 'https://vuejs.org/guide/introduction.html' },
  { name: 'Svelte', aliases: ['svelte', 'sveltekit'], group: 'frontend-framework', docs: 'https://svelte.dev/docs' },
  { name: 'Next.js', aliases: ['next.js', 'nextjs', 'next js'], group: 'frontend-framework', docs: 'https://nextjs.org/docs' },
  { name: 'Redux', aliases: ['redux', 'redux toolkit', 'rtk'], group: 'frontend-state', docs: 'https://redux.js.org/introduction/getting-started' },
  { name: 'Node.js', aliases: ['node.js', 'nodejs', 'node', 'node js'], group: 'backend-runtime', docs: 'https://nodejs.org/en/learn' },
  { name: 'Express', aliases: ['express', 'express.js', 'expressjs'], group: 'backend-framework', docs: 'https://expressjs.com/', exactCase: ['Express', 'Express.js', 'ExpressJS', 'express.js', 'expressjs'] },
  { name: 'NestJS', aliases: ['nestjs', 'nest.js', 'nest js'], group: 'backend-framework', docs: 'https://docs.nestjs.com/' },
  { name: 'Django', aliases: ['django', 'django rest framework', 'drf'], group: 'backend-framework', docs: 'https://docs.djangoproject.com/' },
  { name: 'Flask', aliases: ['flask'], group: 'backend-framework', docs: 'https://flask.palletsprojects.com/' },
  { name: 'FastAPI', aliases: ['fastapi', 'fast api'], group: 'backend-framework', docs: 'https://fastapi.tiangolo.com/' },
  { name: 'Spring', aliases: ['spring', 'spring boot', 'springboot'], group: 'backend-framework', docs: 'https://spring.io/guides', exactCase: ['Spring', 'Spring Boot', 'SpringBoot'] },
  { name: '.NET', aliases: ['.net', 'dotnet', 'asp.net', 'asp.net core', '.net core'], group: 'backend-framework', docs: 'https://learn.microsoft.com/en-us/dotnet/' },
  { name: 'Ruby on Rails', aliases: ['ruby on rails', 'rails', 'ror'], group: 'backend-framework', docs: 'https://guides.rubyonrails.org/' },
  { name: 'GraphQL', aliases: ['graphql', 'apollo'], group: 'api', docs: 'https://graphql.org/learn/' },
  { name: 'REST APIs', aliases: ['rest', 'restful', 'rest api', 'rest apis', 'restful api', 'restful apis', 'openapi', 'swagger'], group: 'api' },
  { name: 'Jest', aliases: ['jest'], group: 'testing', docs: 'https://jestjs.io/docs/getting-started' },
  { name: 'Testing', aliases: ['unit testing', 'test automation', 'tdd', 'automated testing', 'cypress', 'playwright', 'selenium', 'pytest', 'junit'], group: 'testing' },
  { name: 'Webpack', aliases: ['webpack', 'vite', 'babel'], group: 'tooling' },
  // Mobile
  { name: 'React Native', aliases: ['react native', 'react-native', 'reactnative', 'expo'], group: 'mobile', docs: 'https://reactnative.dev/docs/getting-started' },
  { name: 'Flutter', aliases: ['flutter'], group: 'mobile', docs: 'https://docs.flutter.dev/' },
  { name: 'Android', aliases: ['android', 'android sdk', 'jetpack compose'], group: 'mobile', docs: 'https://developer.android.com/guide' },
  { name: 'iOS', aliases: ['ios', 'uikit', 'xcode'], group: 'mobile', docs: 'https://developer.apple.com/documentation/' },
  // Data
  { name: 'PostgreSQL', aliases: ['postgresql', 'postgres', 'psql'], group: 'data-store', docs: 'https://www.postgresql.org/docs/current/' },
  { name: 'MySQL', aliases: ['mysql', 'mariadb'], group: 'data-store', docs: 'https://dev.mysql.com/doc/' },
  { name: 'MongoDB', aliases: ['mongodb', 'mongo', 'mongoose'], group: 'data-store', docs: 'https://www.mongodb.com/docs/' },
  { name: 'Redis', aliases: ['redis'], group: 'data-store', docs: 'https://redis.io/docs/latest/' },
  { name: 'Elasticsearch', aliases: ['elasticsearch', 'elastic search', 'opensearch'], group: 'data-store' },
  { name: 'Kafka', aliases: ['kafka', 'apache kafka'], group: 'messaging', docs: 'https://kafka.apache.org/documentation/' },
  { name: 'RabbitMQ', aliases: ['rabbitmq', 'amqp'], group: 'messaging', docs: 'https://www.rabbitmq.com/docs' },
  { name: 'Statistics', aliases: ['statistics', 'statistical analysis', 'probability', 'hypothesis testing', 'a/b testing', 'ab testing'], group: 'data-science' },
  { name: 'Machine Learning', aliases: ['machine learning', 'ml', 'scikit-learn', 'sklearn', 'scikit learn', 'xgboost', 'predictive modelling', 'predictive modeling'], group: 'data-science', docs: 'https://scikit-learn.org/stable/user_guide.html' },
  { name: 'Deep Learning', aliases: ['deep learning', 'pytorch', 'tensorflow', 'keras', 'neural networks', 'neural network'], group: 'data-science', docs: 'https://pytorch.org/tutorials/' },
  { name: 'Data Visualization', aliases: ['data visualization', 'data visualisation', 'matplotlib', 'seaborn', 'plotly', 'd3', 'd3.js', 'tableau', 'power bi', 'powerbi', 'looker'], group: 'data-science', docs: 'https://matplotlib.org/stable/users/index.html' },
  { name: 'Pandas', aliases: ['pandas', 'numpy', 'dataframes'], group: 'data-science', docs: 'https://pandas.pydata.org/docs/' },
  { name: 'Data Engineering', aliases: ['data engineering', 'etl', 'elt', 'airflow', 'spark', 'pyspark', 'dbt', 'data pipelines', 'data pipeline'], group: 'data-science' },
  { name: 'Algorithms', aliases: ['algorithms', 'algorithm', 'data structures', 'data structures and algorithms', 'dsa', 'algorithms and data structures', 'competitive programming'], group: 'cs-fundamentals', docs: 'https://ocw.mit.edu/courses/6-006-introduction-to-algorithms-spring-2020/' },
  // Cloud and operations
  { name: 'AWS', aliases: ['aws', 'amazon web services', 'ec2', 's3', 'lambda', 'cloudformation', 'dynamodb'], group: 'cloud', docs: 'https://docs.aws.amazon.com/' },
  { name: 'Azure', aliases: ['azure', 'microsoft azure'], group: 'cloud', docs: 'https://learn.microsoft.com/en-us/azure/' },
  { name: 'Google Cloud', aliases: ['gcp', 'google cloud', 'google cloud platform', 'bigquery'], group: 'cloud', docs: 'https://cloud.google.com/docs' },
  { name: 'Docker', aliases: ['docker', 'containers', 'containerization', 'docker compose', 'dockerfile'], group: 'containers', docs: 'https://docs.docker.com/' },
  { name: 'Kubernetes', aliases: ['kubernetes', 'k8s', 'helm', 'eks', 'aks', 'gke', 'openshift'], group: 'containers', docs: 'https://kubernetes.io/docs/home/' },
  { name: 'Terraform', aliases: ['terraform', 'infrastructure as code', 'iac', 'pulumi', 'opentofu'], group: 'infrastructure', docs: 'https://developer.hashicorp.com/terraform/docs' },
  { name: 'CI/CD', aliases: ['ci/cd', 'cicd', 'continuous integration', 'continuous delivery', 'github actions', 'gitlab ci', 'jenkins', 'circleci'], group: 'infrastructure' },
  { name: 'Linux', aliases: ['linux', 'unix', 'ubuntu', 'debian'], group: 'infrastructure' },
  { name: 'Git', aliases: ['git', 'github', 'gitlab', 'version control'], group: 'tooling', docs: 'https://git-scm.com/doc' },
  { name: 'Security', aliases: ['security', 'owasp', 'application security', 'penetration testing', 'cybersecurity', 'oauth', 'oauth2'], group: 'security' },
  // Design, product and business
  { name: 'UI/UX Design', aliases: ['ui/ux', 'ux', 'ui design', 'ux design', 'user experience', 'figma', 'sketch', 'wireframing', 'prototyping'], group: 'design' },
  { name: 'Agile', aliases: ['agile', 'scrum', 'kanban', 'jira'], group: 'process' },
  { name: 'Project Management', aliases: ['project management', 'pmp', 'prince2', 'program management'], group: 'management' },
  { name: 'Product Management', aliases: ['product management', 'product manager', 'roadmapping', 'product strategy'], group: 'management' },
  { name: 'Leadership', aliases: ['leadership', 'team lead', 'people management', 'mentoring', 'mentorship', 'team management'], group: 'management' },
  { name: 'Communication', aliases: ['communication', 'communication skills', 'presentation', 'presentations', 'public speaking', 'stakeholder management'], group: 'soft-skill' },
  { name: 'Sales', aliases: ['sales', 'b2b sales', 'business development', 'lead generation', 'cold calling', 'account management', 'crm', 'salesforce'], group: 'business' },
  { name: 'Marketing', aliases: ['marketing', 'digital marketing', 'seo', 'sem', 'content marketing', 'social media marketing', 'google analytics'], group: 'business' },
  { name: 'Customer Support', aliases: ['customer support', 'customer service', 'customer success', 'helpdesk', 'zendesk'], group: 'business' },
  { name: 'Excel', aliases: ['excel', 'microsoft excel', 'spreadsheets', 'google sheets', 'vlookup', 'pivot tables'], group: 'business' },
  { name: 'Accounting', aliases: ['accounting', 'bookkeeping', 'tally', 'gst', 'financial reporting', 'quickbooks'], group: 'business' },
  { name: 'Content Writing', aliases: ['content writing', 'copywriting', 'technical writing', 'writing', 'editing'], group: 'business' },
];

/** Lower case without spaces, dots, hyphens or underscores: "React.js" -> "reactjs". Keeps + and # (C++, C#). */
export function normalizeSkillKey(text: string): string {
  return text.toLowerCase().replace(/[\s.\-_]+/g, '');
}

const byAlias = new Map<string, SkillEntry>();
for (const entry of SKILL_LEXICON) {
  for (const alias of [entry.name, ...entry.aliases]) {
    const key = normalizeSkillKey(alias);
    if (!byAlias.has(key)) byAlias.set(key, entry);
  }
}

/** Every prefix of every alias key, to stop growing a phrase as soon as no alias can match. */
const aliasPrefixes = new Set<string>();
for (const key of byAlias.keys()) for (let k = 1; k <= key.length; k++) aliasPrefixes.add(key.slice(0, k));

/** Extra tolerant forms: "react developer" -> "react", "javascript (es6)" -> "javascript". */
const NOISE = /\b(?:developer|engineer|programming|programmer|language|framework|library|skills?|basics|fundamentals|development|dev)\b|\(.*?\)/gi;

/** The lexicon entry for a skill name typed by a user or a recruiter ("react.js", "ReactJS", "JS", "node"), if any. */
export function findSkill(name: string): SkillEntry | undefined {
  const direct = byAlias.get(normalizeSkillKey(name));
  if (direct) return direct;
  const stripped = name.replace(NOISE, ' ').trim();
  if (stripped && stripped !== name.trim()) {
    const hit = byAlias.get(normalizeSkillKey(stripped));
    if (hit) return hit;
  }
  // A lone 'js' suffix: "vanilla-js", "angularjs" handled by aliases; "somethingjs" stays unknown.
  const mentioned = extractSkills(name);
  return mentioned.length === 1 ? mentioned[0].entry : undefined;
}

export interface SkillMention {
  entry: SkillEntry;
  /** Character offset of the mention in the text. */
  index: number;
  /** The text as written. */
  text: string;
}

const MAX_WORDS = 4;
const TOKEN = /[A-Za-z0-9][A-Za-z0-9+#]*(?:[./][A-Za-z0-9+#]+)*|\.[A-Za-z]+/g;

/**
 * Every lexicon skill mentioned in free text, first mention of each, in order of appearance. Phrases of up to
 * four words are tried longest first, so "React Native" is not read as "React".
 */
export function extractSkills(text: string): SkillMention[] {
  const tokens: { text: string; index: number; end: number }[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const at = m.index ?? 0;
    // "AWS/GCP" is two skills unless the whole is one ("CI/CD", "UI/UX").
    if (m[0].includes('/') && !byAlias.has(normalizeSkillKey(m[0]))) {
      let offset = at;
      for (const part of m[0].split('/')) {
        if (part) tokens.push({ text: part, index: offset, end: offset + part.length });
        offset += part.length + 1;
      }
    } else tokens.push({ text: m[0], index: at, end: at + m[0].length });
  }
  const keys = tokens.map((t) => normalizeSkillKey(t.text));
  const found = new Map<string, SkillMention>();
  let i = 0;
  while (i < tokens.length) {
    // Grow the phrase while it is still the start of some alias; remember the longest full match.
    let key = '';
    let best: { entry: SkillEntry; n: number } | undefined;
    for (let n = 1; n <= MAX_WORDS && i + n - 1 < tokens.length; n++) {
      if (n > 1 && !/^[\s.\-_]*$/.test(text.slice(tokens[i + n - 2].end, tokens[i + n - 1].index))) break;
      key += keys[i + n - 1];
      if (!aliasPrefixes.has(key)) break;
      const entry = byAlias.get(key);
      if (!entry) continue;
      const written = text.slice(tokens[i].index, tokens[i + n - 1].end).replace(/\s+/g, ' ');
      if (entry.exactCase && entry.exactCase.length && isAmbiguous(entry, written)) continue;
      best = { entry, n };
    }
    if (best) {
      if (!found.has(best.entry.name)) found.set(best.entry.name, { entry: best.entry, index: tokens[i].index, text: text.slice(tokens[i].index, tokens[i + best.n - 1].end).replace(/\s+/g, ' ') });
      i += best.n;
    } else i++;
  }
  return [...found.values()].sort((a, b) => a.index - b.index);
}

/** For entries whose short aliases are common words, only the listed spellings (or a long alias) count. */
function isAmbiguous(entry: SkillEntry, written: string): boolean {
  const key = normalizeSkillKey(written);
  const strictKeys = new Set(entry.aliases.filter((a) => normalizeSkillKey(a).length <= 6 || /^(express|spring|shell|swift|rust|ruby|dart)/.test(a)).map(normalizeSkillKey));
  strictKeys.add(normalizeSkillKey(entry.name));
  if (!strictKeys.has(key)) return false;
  return !entry.exactCase!.includes(written);
}
