import type { SubjectCategory } from '@polymath/shared';

export const HEALTH_AND_MEDICINE: SubjectCategory = {
  description:
    'How the body stays healthy, how diseases are prevented and treated, and how to read health evidence. For learning, not medical advice.',
  subjects: {
    nutrition: {
      title: 'Nutrition',
      description:
        'Nutrients, energy balance and healthy eating patterns, and how to read food labels and dietary guidelines.',
      difficulty: 'beginner',
      estimatedTime: '3-4 weeks',
      topics: ['nutrition', 'diet', 'healthy eating', 'vitamins', 'calories', 'food labels'],
      sources: [
        {
          type: 'government',
          name: 'MyPlate',
          description:
            'U.S. Department of Agriculture guidance on healthy eating based on the Dietary Guidelines.',
          url: 'https://www.myplate.gov/',
        },
        {
          type: 'government',
          name: 'NIH Office of Dietary Supplements',
          description:
            'Fact sheets on vitamins, minerals and supplements from the U.S. National Institutes of Health.',
          url: 'https://ods.od.nih.gov/',
        },
        {
          type: 'official',
          name: 'WHO Healthy Diet Fact Sheet',
          description: 'World Health Organization key facts and recommendations on a healthy diet.',
          url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
        },
      ],
    },
    'first-aid': {
      title: 'First Aid',
      description:
        'Respond to common emergencies — bleeding, burns, choking and cardiac arrest — until professional help arrives.',
      difficulty: 'beginner',
      estimatedTime: '1-2 weeks',
      topics: ['first aid', 'cpr', 'bleeding', 'burns', 'choking', 'emergencies'],
      sources: [
        {
          type: 'professional',
          name: 'American Red Cross First Aid Training',
          description: 'Information on first aid, CPR and AED courses from the American Red Cross.',
          url: 'https://www.redcross.org/take-a-class/first-aid',
        },
        {
          type: 'tutorial',
          name: 'St John Ambulance First Aid Advice',
          description: 'Step-by-step first aid advice from the UK first aid charity.',
          url: 'https://www.sja.org.uk/get-advice/first-aid-advice/',
        },
      ],
    },
    'mental-health-basics': {
      title: 'Mental Health Basics',
      description:
        'Common conditions such as anxiety and depression, their signs and treatments, and everyday ways to look after your mental health.',
      difficulty: 'beginner',
      estimatedTime: '2-3 weeks',
      topics: ['mental health', 'anxiety', 'depression', 'stress', 'therapy', 'wellbeing'],
      sources: [
        {
          type: 'government',
          name: 'NIMH Health Topics',
          description:
            'U.S. National Institute of Mental Health information on mental disorders and treatment.',
          url: 'https://www.nimh.nih.gov/health/topics',
        },
        {
          type: 'official',
          name: 'WHO Mental Health',
          description:
            'World Health Organization overview of mental health and its work worldwide.',
          url: 'https://www.who.int/health-topics/mental-health',
        },
        {
          type: 'government',
          name: 'NHS Every Mind Matters',
          description:
            'UK National Health Service advice and tips for looking after your mental health.',
          url: 'https://www.nhs.uk/every-mind-matters/',
        },
      ],
    },
    'public-health-and-epidemiology': {
      title: 'Public Health and Epidemiology',
      description:
        'How diseases spread through populations, how they are measured and how public health measures prevent them.',
      difficulty: 'intermediate',
      estimatedTime: '6-8 weeks',
      topics: [
        'public health',
        'epidemiology',
        'pandemics',
        'infectious diseases',
        'vaccines',
        'disease prevention',
      ],
      prerequisites: ['statistics-and-probability'],
      sources: [
        {
          type: 'course',
          name: 'Johns Hopkins Bloomberg School of Public Health OpenCourseWare',
          description: 'Free course materials from the Johns Hopkins school of public health.',
          url: 'https://ocw.jhsph.edu/',
        },
        {
          type: 'official',
          name: 'WHO Fact Sheets',
          description: 'World Health Organization key facts on diseases and health topics.',
          url: 'https://www.who.int/news-room/fact-sheets',
        },
        {
          type: 'reference',
          name: 'Our World in Data',
          description: 'Charts and research on causes of death, disease burden and health care.',
          url: 'https://ourworldindata.org/',
        },
      ],
    },
    'exercise-and-physical-fitness': {
      title: 'Exercise and Physical Fitness',
      description:
        'How much activity the body needs, the kinds of exercise and their benefits, and how to start safely.',
      difficulty: 'intermediate',
      estimatedTime: '2-4 weeks',
      topics: ['exercise', 'fitness', 'strength training', 'cardio', 'physical activity'],
      sources: [
        {
          type: 'official',
          name: 'WHO Physical Activity Fact Sheet',
          description:
            'World Health Organization recommendations on physical activity for every age.',
          url: 'https://www.who.int/news-room/fact-sheets/detail/physical-activity',
        },
        {
          type: 'government',
          name: 'MedlinePlus: Exercise and Physical Fitness',
          description: 'U.S. National Library of Medicine health topic page with trusted links.',
          url: 'https://medlineplus.gov/exerciseandphysicalfitness.html',
        },
      ],
    },
    pharmacology: {
      title: 'Pharmacology',
      description:
        'How medicines act on the body, how the body handles them, and how drugs are tested, approved and labelled.',
      difficulty: 'advanced',
      estimatedTime: '10-12 weeks',
      topics: [
        'pharmacology',
        'medications',
        'drugs',
        'side effects',
        'drug interactions',
        'pharmacokinetics',
      ],
      prerequisites: ['human-anatomy-and-physiology', 'biochemistry'],
      sources: [
        {
          type: 'government',
          name: 'DailyMed',
          description:
            'Official drug labels submitted to the U.S. Food and Drug Administration, from the National Library of Medicine.',
          url: 'https://dailymed.nlm.nih.gov/dailymed/',
        },
        {
          type: 'government',
          name: 'U.S. Food and Drug Administration: Drugs',
          description: 'FDA information on drug approval, safety and development.',
          url: 'https://www.fda.gov/drugs',
        },
        {
          type: 'reference',
          name: 'MedlinePlus Drugs, Herbs and Supplements',
          description: 'Plain-language information on prescription and over-the-counter medicines.',
          url: 'https://medlineplus.gov/druginformation.html',
        },
      ],
    },
    'reading-medical-research': {
      title: 'Reading Medical Research',
      description:
        'Find studies, read clinical trials and systematic reviews critically, and understand levels of evidence.',
      difficulty: 'advanced',
      estimatedTime: '4-6 weeks',
      topics: [
        'medical research',
        'clinical trials',
        'systematic reviews',
        'evidence-based medicine',
        'study design',
      ],
      prerequisites: ['statistics-and-probability', 'public-health-and-epidemiology'],
      sources: [
        {
          type: 'government',
          name: 'PubMed',
          description:
            'Search engine for biomedical literature from the U.S. National Library of Medicine.',
          url: 'https://pubmed.ncbi.nlm.nih.gov/',
        },
        {
          type: 'government',
          name: 'ClinicalTrials.gov',
          description: 'Registry and results database of clinical studies run around the world.',
          url: 'https://clinicaltrials.gov/',
        },
        {
          type: 'professional',
          name: 'Cochrane Library',
          description:
            'Systematic reviews of health-care evidence from the Cochrane collaboration.',
          url: 'https://www.cochranelibrary.com/',
        },
      ],
    },
  },
};
