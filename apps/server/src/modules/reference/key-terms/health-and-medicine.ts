import type { KeyTerm } from './key-term';

export const HEALTH_AND_MEDICINE_TERMS: readonly KeyTerm[] = [
  {
    term: 'nutrition',
    subjectId: 'nutrition',
    definition:
      'Nutrition is the process by which the body takes in and uses food for energy, growth and ' +
      'repair, and the science that studies it. A balanced diet supplies carbohydrates, ' +
      'proteins, fats, vitamins, minerals, fiber and water in suitable amounts.',
  },
  {
    term: 'vitamin',
    aliases: ['vitamins'],
    subjectId: 'nutrition',
    definition:
      'A vitamin is an organic compound that the body needs in small amounts for normal growth ' +
      'and functioning but cannot make in sufficient quantities itself. There are thirteen ' +
      'essential vitamins, such as vitamins A, C and D, and a lack of one can cause disease, ' +
      'such as scurvy from too little vitamin C.',
  },
  {
    term: 'calorie',
    aliases: ['calories', 'kilocalorie'],
    subjectId: 'nutrition',
    definition:
      'A calorie is a unit of energy, and in nutrition the word usually means the kilocalorie, ' +
      'the energy needed to raise the temperature of one kilogram of water by one degree ' +
      'Celsius. Food labels list calories to show how much energy a food provides.',
  },
  {
    term: 'first aid',
    subjectId: 'first-aid',
    definition:
      'First aid is the immediate help given to someone who is injured or suddenly ill, before ' +
      'professional medical care arrives. Its aims are to preserve life, prevent the condition ' +
      'from getting worse and promote recovery.',
  },
  {
    term: 'CPR',
    aliases: ['cardiopulmonary resuscitation'],
    subjectId: 'first-aid',
    definition:
      'CPR, or cardiopulmonary resuscitation, is an emergency procedure of chest compressions, ' +
      'often combined with rescue breaths, given to someone whose heart has stopped. It keeps ' +
      'blood flowing to the brain until a defibrillator or medical help arrives.',
  },
  {
    term: 'Heimlich maneuver',
    aliases: ['abdominal thrusts', 'choking'],
    subjectId: 'first-aid',
    definition:
      'The Heimlich maneuver, or abdominal thrusts, is a first aid technique for clearing a ' +
      'blocked airway in a choking person by pressing sharply inward and upward just above the ' +
      'navel. First aid guidance often combines it with firm back blows.',
  },
  {
    term: 'mental health',
    subjectId: 'mental-health-basics',
    definition:
      'Mental health is a state of emotional, psychological and social wellbeing that affects ' +
      'how people think, feel, cope with stress and relate to others. It exists on a spectrum, ' +
      'and mental health conditions are common and often treatable.',
  },
  {
    term: 'anxiety',
    aliases: ['anxiety disorder', 'anxiety disorders'],
    subjectId: 'mental-health-basics',
    definition:
      'Anxiety is a feeling of worry, nervousness or unease about something with an uncertain ' +
      'outcome, a normal response to stress. When it is intense, lasting and out of proportion ' +
      'to the situation, it may be an anxiety disorder, which can be treated with therapy and ' +
      'sometimes medication.',
  },
  {
    term: 'depression',
    aliases: ['clinical depression', 'major depressive disorder'],
    subjectId: 'mental-health-basics',
    definition:
      'Depression is a common mental health condition marked by a persistent low mood or loss of ' +
      'interest in activities, lasting at least two weeks and affecting daily life. It is ' +
      'treatable with talking therapies, medication or both.',
  },
  {
    term: 'stress',
    subjectId: 'mental-health-basics',
    definition:
      'Stress is the physical and mental response of the body to demands or threats, preparing ' +
      'it to react through hormones such as adrenaline and cortisol. Short-term stress can be ' +
      'helpful, but long-lasting stress can harm both physical and mental health.',
  },
  {
    term: 'wellbeing',
    aliases: ['well-being'],
    subjectId: 'mental-health-basics',
    definition:
      'Wellbeing is the state of being comfortable, healthy and happy, including physical, ' +
      'mental and social aspects. It is supported by things such as good relationships, physical ' +
      'activity, sleep, a sense of purpose and learning new skills.',
  },
  {
    term: 'public health',
    subjectId: 'public-health-and-epidemiology',
    definition:
      'Public health is the science and practice of protecting and improving the health of whole ' +
      'populations rather than individuals. It includes vaccination programs, clean water and ' +
      'sanitation, health education, disease surveillance and policies such as tobacco control.',
  },
  {
    term: 'epidemiology',
    subjectId: 'public-health-and-epidemiology',
    definition:
      'Epidemiology is the study of how diseases and other health conditions are distributed in ' +
      'populations and what causes them. Epidemiologists track outbreaks, identify risk factors ' +
      'and evaluate ways of preventing disease.',
  },
  {
    term: 'pandemic',
    aliases: ['pandemics', 'epidemic', 'epidemics'],
    subjectId: 'public-health-and-epidemiology',
    definition:
      'A pandemic is an outbreak of an infectious disease that spreads across several countries ' +
      'or continents and affects a large number of people. An epidemic is a similar but more ' +
      'local rise in cases, and examples of pandemics include the 1918 influenza and COVID-19.',
  },
  {
    term: 'infectious disease',
    aliases: ['infectious diseases'],
    subjectId: 'public-health-and-epidemiology',
    definition:
      'An infectious disease is an illness caused by microorganisms such as bacteria, viruses, ' +
      'fungi or parasites that can spread from one person or animal to another. Examples include ' +
      'influenza, tuberculosis and malaria, and they are prevented by hygiene, vaccines and ' +
      'controlling carriers such as mosquitoes.',
  },
  {
    term: 'COVID-19',
    aliases: ['Covid', 'coronavirus disease 2019'],
    subjectId: 'public-health-and-epidemiology',
    definition:
      'COVID-19 is the infectious respiratory disease caused by the coronavirus SARS-CoV-2, ' +
      'first identified in late 2019. It spread worldwide and was declared a pandemic by the ' +
      'World Health Organization in March 2020.',
  },
  {
    term: 'World Health Organization',
    subjectId: 'public-health-and-epidemiology',
    definition:
      'The World Health Organization is the agency of the United Nations responsible for ' +
      'international public health, founded in 1948 and based in Geneva. It sets health ' +
      'standards, coordinates responses to outbreaks and supports countries in improving health.',
  },
  {
    term: 'exercise',
    aliases: ['physical activity'],
    subjectId: 'exercise-and-physical-fitness',
    definition:
      'Exercise is planned and repeated physical activity done to improve or maintain fitness ' +
      'and health. Regular exercise strengthens the heart, muscles and bones, improves mood and ' +
      'lowers the risk of many diseases.',
  },
  {
    term: 'strength training',
    aliases: ['resistance training', 'weight training'],
    subjectId: 'exercise-and-physical-fitness',
    definition:
      'Strength training is exercise in which muscles work against resistance, such as weights, ' +
      'resistance bands or body weight, to build strength and muscle mass. It also strengthens ' +
      'bones and joints.',
  },
  {
    term: 'cardio',
    aliases: ['cardiovascular exercise', 'aerobic exercise'],
    subjectId: 'exercise-and-physical-fitness',
    definition:
      'Cardio, or cardiovascular exercise, is sustained activity such as running, cycling or ' +
      'swimming that raises the heart rate and breathing. It improves the fitness of the heart ' +
      'and lungs and helps with endurance and weight control.',
  },
  {
    term: 'pharmacology',
    subjectId: 'pharmacology',
    definition:
      'Pharmacology is the science of drugs and medicines, studying how they act on the body, ' +
      'how the body handles them and how they are used to treat disease. It is the basis for ' +
      'developing safe and effective medications.',
  },
  {
    term: 'side effect',
    aliases: ['side effects', 'adverse effect'],
    subjectId: 'pharmacology',
    definition:
      'A side effect is an effect of a medicine other than the one intended, which may be ' +
      'harmless, unpleasant or dangerous. Common examples include drowsiness, nausea and ' +
      'headaches, and serious side effects should be reported to a health professional.',
  },
  {
    term: 'drug interaction',
    aliases: ['drug interactions'],
    subjectId: 'pharmacology',
    definition:
      'A drug interaction is a change in the effect of a medicine caused by another medicine, ' +
      'food, drink or supplement taken at the same time. Interactions can weaken a drug or make ' +
      'it dangerously strong, so pharmacists check for them.',
  },
  {
    term: 'pharmacokinetics',
    subjectId: 'pharmacology',
    definition:
      'Pharmacokinetics is the study of how the body absorbs, distributes, metabolizes and ' +
      'eliminates a drug over time. It determines how much of a drug reaches its target and how ' +
      'often a dose must be taken.',
  },
  {
    term: 'clinical trial',
    aliases: ['clinical trials', 'randomized controlled trial'],
    subjectId: 'reading-medical-research',
    definition:
      'A clinical trial is a research study in which people receive a medical treatment so that ' +
      'its safety and effectiveness can be tested. The most reliable design is the randomized ' +
      'controlled trial, in which participants are assigned by chance to the new treatment or a ' +
      'comparison group.',
  },
  {
    term: 'systematic review',
    aliases: ['systematic reviews', 'meta-analysis'],
    subjectId: 'reading-medical-research',
    definition:
      'A systematic review is a study that finds, appraises and combines all the research ' +
      'available on a specific question, using methods set in advance to reduce bias. When it ' +
      'combines the results statistically, it is called a meta-analysis.',
  },
  {
    term: 'evidence-based medicine',
    subjectId: 'reading-medical-research',
    definition:
      'Evidence-based medicine is the practice of basing medical decisions on the best available ' +
      'research evidence, together with clinical expertise and the values of the patient. It ' +
      'ranks evidence by quality, giving the most weight to systematic reviews and well-designed ' +
      'trials.',
  },
];
