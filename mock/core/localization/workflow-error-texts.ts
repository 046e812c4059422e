/** The approval service's business errors (workflow-api.md §9), merged into business-texts.ts. */
export const workflowErrorTexts = {
  'Workflow:DuplicateFormName': {
    en: "Form '{0}' already exists.",
    'zh-Hans': '表单“{0}”已存在。',
  },
  'Workflow:DuplicateFormCode': { en: "Form code '{0}' already exists.", 'zh-Hans': '表单编码“{0}”已存在。' }, // prettier-ignore
  'Workflow:InvalidFormSchema': { en: 'The form schema is invalid at {0}.', 'zh-Hans': '表单结构在{0}处无效。' }, // prettier-ignore
  'Workflow:FormInUse': { en: "Form '{0}' is used by {1} workflow scheme(s) and cannot be deleted.", 'zh-Hans': '表单“{0}”已被{1}个流程方案使用，不能删除。' }, // prettier-ignore
  'Workflow:FormNotPublished': { en: "Form '{0}' has not been published.", 'zh-Hans': '表单“{0}”尚未发布。' }, // prettier-ignore
  'Workflow:DuplicateSchemeName': { en: "Scheme '{0}' already exists.", 'zh-Hans': '流程方案“{0}”已存在。' }, // prettier-ignore
  'Workflow:DuplicateSchemeCode': { en: "Scheme code '{0}' already exists.", 'zh-Hans': '流程方案编码“{0}”已存在。' }, // prettier-ignore
  'Workflow:SchemeInvalid': { en: 'The scheme has {0} problem(s); fix them before publishing.', 'zh-Hans': '流程方案有{0}个问题，请修正后再发布。' }, // prettier-ignore
  'Workflow:SchemeNotStartable': { en: "Scheme '{0}' is disabled or not published.", 'zh-Hans': '流程方案“{0}”未发布或已停用。' }, // prettier-ignore
  'Workflow:NotInStartScope': { en: "You may not start '{0}'.", 'zh-Hans': '您无权发起“{0}”。' },
  'Workflow:TaskAlreadyCompleted': { en: 'This task has already been handled.', 'zh-Hans': '该任务已被处理。' }, // prettier-ignore
  'Workflow:FieldNotWritable': { en: "Field '{0}' cannot be changed at this step.", 'zh-Hans': '此环节不能修改字段“{0}”。' }, // prettier-ignore
  'Workflow:CommentRequired': { en: 'A comment is required at this step.', 'zh-Hans': '此环节须填写意见。' }, // prettier-ignore
  'Workflow:SignatureRequired': { en: 'This step must be signed.', 'zh-Hans': '此环节须签名。' },
  'Workflow:NoStoredSignature': { en: 'You have no stored signature; draw one or upload it in your profile.', 'zh-Hans': '您尚未保存签名，请手写签名或在个人中心上传。' }, // prettier-ignore
  'Workflow:InvalidReturnTarget': { en: 'The task cannot be returned to that step.', 'zh-Hans': '不能退回到该环节。' }, // prettier-ignore
  'Workflow:AddSignPending': { en: 'Wait for the approvers you added before acting on this task.', 'zh-Hans': '请等待加签人处理后再办理本任务。' }, // prettier-ignore
  'Workflow:NestedAddSignNotAllowed': { en: 'An added approver cannot add more approvers.', 'zh-Hans': '加签人不能再加签。' }, // prettier-ignore
  'Workflow:CannotTransferToSelf': { en: 'You cannot transfer a task to yourself.', 'zh-Hans': '不能转办给自己。' }, // prettier-ignore
  'Workflow:WithdrawNotAllowed': { en: 'This approval can no longer be withdrawn.', 'zh-Hans': '该审批已不能撤回。' }, // prettier-ignore
  'Workflow:RemindTooSoon': { en: 'You can remind again in {0} minute(s).', 'zh-Hans': '请{0}分钟后再催办。' }, // prettier-ignore
  'Workflow:SealNotHeld': { en: "You are not authorised to apply seal '{0}'.", 'zh-Hans': '您无权使用印章“{0}”。' }, // prettier-ignore
  'Workflow:SealMismatch': { en: "Seal '{0}' is not the one this step requires.", 'zh-Hans': '印章“{0}”不是此环节要求的印章。' }, // prettier-ignore
  'Workflow:SealDisabled': { en: "Seal '{0}' is disabled.", 'zh-Hans': '印章“{0}”已停用。' },
  'Workflow:NoAssigneeResolved': { en: "No approver was found for step '{0}'.", 'zh-Hans': '未找到环节“{0}”的审批人。' }, // prettier-ignore
  'Workflow:DelegationOverlap': { en: 'Another delegation of yours covers this period for the same schemes.', 'zh-Hans': '该时段已有针对相同流程的委托。' }, // prettier-ignore
  'Workflow:DelegationPeriodInvalid': { en: 'The delegation must end after it starts and last at most 180 days.', 'zh-Hans': '委托结束时间须晚于开始时间，且不超过180天。' }, // prettier-ignore
  'Workflow:NotAPdf': { en: 'The file is not a PDF.', 'zh-Hans': '该文件不是 PDF。' },
  'Workflow:SchemeInUse': { en: "Scheme '{0}' has {1} open approval(s) and cannot be deleted; disable it instead.", 'zh-Hans': '流程方案“{0}”还有{1}个未完成的审批，不能删除，请停用。' }, // prettier-ignore
  'Workflow:AlreadyAssignee': { en: "'{0}' already has a task at this step.", 'zh-Hans': '“{0}”在此环节已有任务。' }, // prettier-ignore
  'Workflow:AttachmentTypeRefused': { en: 'Files of this type cannot be attached.', 'zh-Hans': '不能上传此类型的附件。' }, // prettier-ignore
  // The engine's refusal of an action the task does not offer (not in §9: the page never offers it).
  'Workflow:ActionNotAllowed': { en: 'This action is not available at this step.', 'zh-Hans': '此环节不能进行该操作。' }, // prettier-ignore
  'Workflow:BasePdfUnreadable': { en: 'The PDF is encrypted or cannot be read.', 'zh-Hans': '该 PDF 已加密或无法读取。' }, // prettier-ignore
  // A second document template of the same name in a tenant (not in §9: the names pick a template).
  'Workflow:DuplicateDocumentTemplateName': { en: "Document template '{0}' already exists.", 'zh-Hans': '文档模板“{0}”已存在。' }, // prettier-ignore
} as const
