/** Field messages of screening questions and their answers (merged into the validation catalogue). */
export const screeningMessages = {
  screening_too_many: {
    fr: 'Une offre compte au plus 5 questions de présélection.',
    en: 'An offer has at most 5 screening questions.',
  },
  screening_text_too_long: { fr: 'Ce texte est trop long.', en: 'This text is too long.' },
  screening_label_required: {
    fr: 'Entrez la question en français et en anglais.',
    en: 'Enter the question in French and in English.',
  },
  screening_choices_count: {
    fr: 'Proposez de 2 à 6 choix.',
    en: 'Offer 2 to 6 choices.',
  },
  screening_choice_required: {
    fr: 'Entrez ce choix en français et en anglais.',
    en: 'Enter this choice in French and in English.',
  },
  screening_expected_required: {
    fr: 'Indiquez la réponse attendue.',
    en: 'Give the expected answer.',
  },
  screening_expected_invalid: {
    fr: 'Cette réponse attendue ne convient pas au type de question.',
    en: 'This expected answer does not fit the type of question.',
  },
  screening_answer_required: {
    fr: 'Répondez à cette question.',
    en: 'Answer this question.',
  },
  screening_answer_invalid: {
    fr: 'Choisissez une des réponses proposées.',
    en: 'Choose one of the answers offered.',
  },
  screening_answer_number: { fr: 'Entrez un nombre.', en: 'Enter a number.' },
  screening_answer_too_long: {
    fr: 'La réponse doit compter au plus 300 caractères.',
    en: 'The answer must be at most 300 characters.',
  },
  screening_question_unknown: {
    fr: 'Cette offre a changé\u00a0: rechargez la page et répondez aux questions.',
    en: 'This offer has changed: reload the page and answer the questions.',
  },
};
