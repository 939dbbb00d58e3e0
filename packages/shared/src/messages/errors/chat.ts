/**
 * Refusals of chat and notifications. "Please login to start chatting" is the product's own
 * sentence; the rest follow its tone.
 */
export const chatErrorsEn = {
  loginToChat: 'Please login to start chatting',
  messageBlank: 'Please type a message',
  messageTooLong: 'Message must be at most {max} characters',
  messageTypeInvalid: 'Only text messages can be sent',
  chatPartnerRequired: 'Please choose who to chat with',
  chatPartnerNotFound: 'This account is not available for chat',
  chatWithSelf: 'You cannot chat with yourself',
  chatOnlyWithPhotographers: 'Chats start with a photographer; others can only be answered',
  notificationNotFound: 'Notification not found',
  tooManyMessages: 'You are sending messages too quickly. Please wait {retry_after} seconds.',
  tooManyNewConversations: 'You have started as many new chats as one day allows. Please try again later.',
  chatFrameUnknown: 'This socket takes only send_message frames.',
  chatOriginRefused: 'This site may not connect to the chat.',
} as const;

export const chatErrorsNe: Record<keyof typeof chatErrorsEn, string> = {
  loginToChat: 'कुराकानी सुरु गर्न कृपया लगइन गर्नुहोस्',
  messageBlank: 'कृपया सन्देश लेख्नुहोस्',
  messageTooLong: 'सन्देश बढीमा {max} अक्षरको हुनुपर्छ',
  messageTypeInvalid: 'पाठ सन्देश मात्र पठाउन सकिन्छ',
  chatPartnerRequired: 'कसैसँग कुराकानी गर्न छान्नुहोस्',
  chatPartnerNotFound: 'यो खाता कुराकानीका लागि उपलब्ध छैन',
  chatWithSelf: 'तपाईं आफैंसँग कुराकानी गर्न सक्नुहुन्न',
  chatOnlyWithPhotographers: 'कुराकानी फोटोग्राफरसँग सुरु हुन्छ; अरूलाई जवाफ मात्र दिन सकिन्छ',
  notificationNotFound: 'सूचना भेटिएन',
  tooManyMessages: 'तपाईं धेरै छिटो सन्देश पठाउँदै हुनुहुन्छ। कृपया {retry_after} सेकेन्ड पर्खनुहोस्।',
  tooManyNewConversations: 'आज सुरु गर्न मिल्ने जति नयाँ कुराकानी तपाईंले सुरु गरिसक्नुभयो। कृपया पछि फेरि प्रयास गर्नुहोस्।',
  chatFrameUnknown: 'यो सकेटले send_message सन्देश मात्र लिन्छ।',
  chatOriginRefused: 'यो साइटले कुराकानीमा जोडिन पाउँदैन।',
} as const;
