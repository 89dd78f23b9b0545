import type { KeyTerm } from './key-term';

export const HISTORY_TERMS: readonly KeyTerm[] = [
  {
    term: 'world history',
    aliases: ['global history'],
    subjectId: 'world-history',
    definition:
      'World history is the study of the human past on a global scale, looking at the ' +
      'connections between societies rather than one nation at a time. It traces developments ' +
      'such as the rise of civilizations and empires, trade networks, colonialism and ' +
      'industrialization.',
  },
  {
    term: 'empire',
    aliases: ['empires'],
    subjectId: 'world-history',
    definition:
      'An empire is a large political unit in which one state or ruler controls many territories ' +
      'and peoples, often gained by conquest. Famous examples include the Roman, Mongol, Ottoman ' +
      'and British empires.',
  },
  {
    term: 'colonialism',
    aliases: ['colonization', 'colony', 'colonies'],
    subjectId: 'world-history',
    definition:
      'Colonialism is the practice by which a country takes control of another territory and its ' +
      'people, settling it or exploiting its resources. European colonialism, from the fifteenth ' +
      'to the twentieth century, reshaped the Americas, Africa and Asia, and most colonies ' +
      'gained independence in the twentieth century.',
  },
  {
    term: 'Industrial Revolution',
    subjectId: 'world-history',
    definition:
      'The Industrial Revolution was the shift from hand production to machine manufacturing ' +
      'that began in Britain in the late eighteenth century and spread across the world. Driven ' +
      'by steam power, factories and new ways of making iron and textiles, it transformed work, ' +
      'cities and living standards.',
  },
  {
    term: 'French Revolution',
    subjectId: 'world-history',
    definition:
      'The French Revolution was a period of political and social upheaval in France that began ' +
      'in 1789 and overthrew the absolute monarchy. It proclaimed the ideals of liberty, ' +
      'equality and fraternity, executed King Louis XVI in 1793 and ended with the rise of ' +
      'Napoleon Bonaparte in 1799.',
  },
  {
    term: 'American Revolution',
    aliases: ['American War of Independence', 'Revolutionary War'],
    subjectId: 'united-states-history',
    definition:
      'The American Revolution was the struggle in which thirteen British colonies in North ' +
      'America won independence and founded the United States. Its war lasted from 1775 to 1783, ' +
      'and the colonies declared independence on July 4, 1776.',
  },
  {
    term: 'American Civil War',
    aliases: ['civil war', 'US Civil War'],
    subjectId: 'united-states-history',
    definition:
      'The American Civil War was the war from 1861 to 1865 between the United States and eleven ' +
      'Southern states that had seceded to form the Confederacy. Slavery was the central cause, ' +
      'and the victory of the Union ended slavery and preserved the nation.',
  },
  {
    term: 'US Constitution',
    aliases: ['United States Constitution', 'Constitution of the United States'],
    subjectId: 'united-states-history',
    definition:
      'The US Constitution is the supreme law of the United States, written in 1787 and in force ' +
      'since 1789. It sets up a federal government with three separate branches, legislative, ' +
      'executive and judicial, and its first ten amendments form the Bill of Rights.',
  },
  {
    term: 'civil rights movement',
    subjectId: 'united-states-history',
    definition:
      'The civil rights movement was the struggle, at its height in the 1950s and 1960s, to end ' +
      'racial segregation and discrimination against Black Americans in the United States. Led ' +
      'by figures such as Martin Luther King Junior and Rosa Parks, it won the Civil Rights Act ' +
      'of 1964 and the Voting Rights Act of 1965.',
  },
  {
    term: 'Declaration of Independence',
    subjectId: 'united-states-history',
    definition:
      'The Declaration of Independence is the document, adopted by the Continental Congress on ' +
      'July 4, 1776, in which the thirteen American colonies declared themselves independent of ' +
      'Britain. Written mainly by Thomas Jefferson, it states that all men are created equal ' +
      'with rights to life, liberty and the pursuit of happiness.',
  },
  {
    term: 'colonial America',
    aliases: ['Thirteen Colonies'],
    subjectId: 'united-states-history',
    definition:
      'Colonial America is the history of the European colonies in North America before the ' +
      'United States gained independence, especially the thirteen British colonies on the ' +
      'Atlantic coast. It spans from the founding of Jamestown in 1607 to the American ' +
      'Revolution.',
  },
  {
    term: 'ancient Egypt',
    subjectId: 'ancient-civilizations',
    definition:
      'Ancient Egypt was a civilization that grew up along the Nile River in northeast Africa ' +
      'and lasted for about three thousand years, from around 3100 BCE. It is known for its ' +
      'pharaohs, pyramids, mummification and hieroglyphic writing.',
  },
  {
    term: 'ancient Greece',
    subjectId: 'ancient-civilizations',
    definition:
      'Ancient Greece was the civilization of the Greek-speaking peoples of the eastern ' +
      'Mediterranean, flourishing especially from about 800 BCE to the Roman conquest. Its ' +
      'city-states, such as Athens and Sparta, gave rise to democracy, philosophy, theater and ' +
      'the Olympic Games.',
  },
  {
    term: 'ancient Rome',
    aliases: ['Roman Empire', 'Roman Republic'],
    subjectId: 'ancient-civilizations',
    definition:
      'Ancient Rome was the civilization that grew from the city of Rome in Italy into a ' +
      'republic and then an empire ruling the whole Mediterranean world. The Western Roman ' +
      'Empire fell in 476 CE, while its eastern half, the Byzantine Empire, lasted until 1453.',
  },
  {
    term: 'Mesopotamia',
    subjectId: 'ancient-civilizations',
    definition:
      'Mesopotamia was the region between the Tigris and Euphrates rivers, mostly in present-day ' +
      'Iraq, where some of the earliest cities and civilizations arose. The Sumerians there ' +
      'developed one of the first writing systems, cuneiform, more than five thousand years ago.',
  },
  {
    term: 'ancient China',
    subjectId: 'ancient-civilizations',
    definition:
      'Ancient China was the civilization that developed along the Yellow River and was ruled by ' +
      'a succession of dynasties, such as the Shang, Zhou, Qin and Han. It produced Confucian ' +
      'philosophy, the Great Wall, paper and a unified empire from 221 BCE.',
  },
  {
    term: 'Great Pyramid of Giza',
    aliases: ['pyramids of Giza', 'Great Pyramid'],
    subjectId: 'ancient-civilizations',
    definition:
      'The Great Pyramid of Giza is the largest of the pyramids of ancient Egypt, built as a ' +
      'tomb for the pharaoh Khufu around 2560 BCE. It is the oldest of the Seven Wonders of the ' +
      'Ancient World and the only one still largely standing.',
  },
  {
    term: 'Great Wall of China',
    aliases: ['Great Wall'],
    subjectId: 'ancient-civilizations',
    definition:
      'The Great Wall of China is a series of fortifications built across northern China over ' +
      'many centuries to protect against invasions from the north. Its best-known sections were ' +
      'built during the Ming dynasty, and together its walls stretch for thousands of ' +
      'kilometers.',
  },
  {
    term: 'Rosetta Stone',
    subjectId: 'ancient-civilizations',
    definition:
      'The Rosetta Stone is a stone slab found in Egypt in 1799 that carries the same decree in ' +
      'Egyptian hieroglyphs, Demotic script and ancient Greek. It allowed Jean-François ' +
      'Champollion to decipher hieroglyphs in 1822, and it is kept in the British Museum.',
  },
  {
    term: 'Middle Ages',
    aliases: ['medieval period', 'medieval times'],
    subjectId: 'medieval-europe',
    definition:
      'The Middle Ages were the period of European history from the fall of the Western Roman ' +
      'Empire in the fifth century to the fifteenth century. They saw the spread of ' +
      'Christianity, the rise of kingdoms and feudal society, and the growth of towns and ' +
      'universities.',
  },
  {
    term: 'feudalism',
    aliases: ['feudal system'],
    subjectId: 'medieval-europe',
    definition:
      'Feudalism was the social and political system of medieval Europe in which land was ' +
      'exchanged for loyalty and service. Kings granted land to lords in return for military ' +
      'support, and peasants, many of them serfs, worked the land in return for protection.',
  },
  {
    term: 'Crusades',
    aliases: ['crusade'],
    subjectId: 'medieval-europe',
    definition:
      'The Crusades were a series of religious wars between 1095 and the late thirteenth century ' +
      'in which European Christians tried to take control of the Holy Land from Muslim rulers. ' +
      'They failed to hold Jerusalem but deepened contact, trade and conflict between Europe and ' +
      'the Middle East.',
  },
  {
    term: 'Renaissance',
    subjectId: 'medieval-europe',
    definition:
      'The Renaissance was a period of European cultural revival, from about the fourteenth to ' +
      'the seventeenth century, that began in Italy. Inspired by the learning of ancient Greece ' +
      'and Rome, it brought new achievements in art, science and humanist thought.',
  },
  {
    term: 'Magna Carta',
    subjectId: 'medieval-europe',
    definition:
      'Magna Carta is the charter of rights agreed by King John of England with his rebellious ' +
      'barons in 1215. It established that the king was subject to the law, and it became a ' +
      'lasting symbol of liberty and the rule of law.',
  },
  {
    term: 'Black Death',
    subjectId: 'medieval-europe',
    definition:
      'The Black Death was a pandemic of bubonic plague that swept across Europe, Asia and North ' +
      'Africa in the mid-fourteenth century, reaching its peak in Europe from 1347 to 1351. It ' +
      'killed perhaps a third or more of the population of Europe.',
  },
  {
    term: 'World War I',
    aliases: ['First World War', 'Great War', 'WWI'],
    subjectId: 'the-world-wars',
    definition:
      'World War I was a global war fought from 1914 to 1918, mainly between the Allies, led by ' +
      'France, Britain and Russia, and the Central Powers, led by Germany and Austria-Hungary. ' +
      'Trench warfare and new weapons made it one of the deadliest conflicts in history, and it ' +
      'ended with the Treaty of Versailles.',
  },
  {
    term: 'World War II',
    aliases: ['Second World War', 'WWII'],
    subjectId: 'the-world-wars',
    definition:
      'World War II was a global war fought from 1939 to 1945 between the Allies, including ' +
      'Britain, the Soviet Union and the United States, and the Axis powers, led by Germany, ' +
      'Italy and Japan. It was the deadliest conflict in history and included the Holocaust and ' +
      'the first use of atomic bombs.',
  },
  {
    term: 'Holocaust',
    aliases: ['the Holocaust', 'Shoah'],
    subjectId: 'the-world-wars',
    definition:
      'The Holocaust was the genocide of about six million European Jews carried out by Nazi ' +
      'Germany and its collaborators during World War II. Millions of others, including Roma, ' +
      'disabled people and Soviet prisoners of war, were also persecuted and murdered.',
  },
  {
    term: 'Nazi Germany',
    aliases: ['Third Reich', 'Nazism', 'Nazi Party'],
    subjectId: 'the-world-wars',
    definition:
      'Nazi Germany was the state ruled by Adolf Hitler and the Nazi Party from 1933 to 1945, a ' +
      'dictatorship built on extreme nationalism and racism. It started World War II in Europe ' +
      'by invading Poland in 1939 and carried out the Holocaust.',
  },
  {
    term: 'interwar period',
    aliases: ['interwar years'],
    subjectId: 'the-world-wars',
    definition:
      'The interwar period was the time between the end of World War I in 1918 and the start of ' +
      'World War II in 1939. It saw the Great Depression, the rise of fascism and communism, and ' +
      'the failure of the League of Nations to keep the peace.',
  },
  {
    term: 'Treaty of Versailles',
    subjectId: 'the-world-wars',
    definition:
      'The Treaty of Versailles was the 1919 peace treaty that formally ended World War I ' +
      'between Germany and the Allies. It made Germany accept responsibility for the war, give ' +
      'up territory and pay reparations, terms that caused lasting resentment.',
  },
  {
    term: 'D-Day',
    aliases: ['Normandy landings'],
    subjectId: 'the-world-wars',
    definition:
      'D-Day was June 6, 1944, when Allied forces landed on the beaches of Normandy in northern ' +
      'France in the largest seaborne invasion in history. It opened a western front against ' +
      'Nazi Germany and began the liberation of Western Europe.',
  },
  {
    term: 'Great Depression',
    subjectId: 'the-world-wars',
    definition:
      'The Great Depression was the severe worldwide economic downturn that began with the Wall ' +
      'Street crash of 1929 and lasted through much of the 1930s. It brought mass unemployment ' +
      'and poverty and helped extremist movements gain power in several countries.',
  },
  {
    term: 'primary source',
    aliases: ['primary sources'],
    subjectId: 'historical-research-with-primary-sources',
    definition:
      'A primary source is a document or object created at the time under study, such as a ' +
      'letter, diary, photograph, official record or artifact. Historians analyze primary ' +
      'sources directly, while secondary sources, such as textbooks, interpret them.',
  },
  {
    term: 'historiography',
    subjectId: 'historical-research-with-primary-sources',
    definition:
      'Historiography is the study of how history has been written, including the methods, ' +
      'sources and interpretations historians have used. It shows how accounts of the same ' +
      'events change as new evidence and perspectives emerge.',
  },
  {
    term: 'archive',
    aliases: ['archives'],
    subjectId: 'historical-research-with-primary-sources',
    definition:
      'An archive is a collection of historical records, such as documents, letters, maps and ' +
      'photographs, preserved because of their lasting value, or the institution that keeps ' +
      'them. Archives organize records by their origin so that researchers can trace their ' +
      'context.',
  },
];
